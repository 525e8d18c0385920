import SpecUIText

extension ViewChecker {
    /// What a `switch` can be over.
    private enum Subject {
        case enumeration(String, cases: [String])
        case int
        case string

        var typeName: String {
            switch self {
            case .enumeration(let name, _): name
            case .int: "Int"
            case .string: "String"
            }
        }
    }

    /// What a switch's case keys are checked against, worked out once for the switch, not again for each case: a
    /// switch of thousands of cases, misspelled or not, is checked in linear time.
    private struct CaseNames {
        /// The subject enum's cases.
        let cases: [String]
        /// The same, to find a key among them by its exact scalars, as Swift matches a case.
        private let declared: ExactNameIndex
        /// The spellings of the keys written, the cases summarised for did-you-mean, and the cases near two or more
        /// misspelled keys, which none is renamed to: worked out at the first case the enum lacks.
        private(set) var written = ExactNameIndex([])
        private(set) var candidates = SuggestionCandidates([])
        private(set) var nearSeveral: Set<String> = []
        /// Each case by itself, found by a key spelled with other scalars that look the same (`cafe` and an acute).
        private var equivalents: [String: String] = [:]
        private var hasMisspellings = false

        /// For a switch over no enum (or a subject in error), no cases.
        init(_ subject: Subject?) {
            cases = if case .enumeration(_, let cases)? = subject { cases } else { [] }
            declared = ExactNameIndex(cases)
        }

        func contains(_ name: String) -> Bool { declared.contains(name) }

        mutating func prepareForMisspellings(of node: SwitchNode) {
            guard !hasMisspellings else { return }
            hasMisspellings = true
            let spellings = node.cases.map { ViewChecker.spelling($0.pattern) }
            written = ExactNameIndex(spellings)
            candidates = SuggestionCandidates(cases)
            nearSeveral = Suggestion.closestToSeveral(of: spellings.filter { !contains($0) }, among: candidates)
            equivalents = Dictionary(cases.map { ($0, $0) }) { first, _ in first }
        }

        /// The case `name` matches only up to Unicode normalization, once misspellings are prepared for.
        func caseSpelledOtherwise(than name: String) -> String? { equivalents[name] }
    }

    static func invalidSubject(_ type: TypeRef) -> String {
        "switch needs an enum, Int or String value, found a value of type '\(type)'"
    }

    /// For an optional of a type a switch takes (`Status?`): the default that makes it one.
    static func optionalSubject(_ type: TypeRef, written: String, default zero: String) -> String {
        invalidSubject(type) + "; use '??' to give it a default first, such as '\(written) ?? \(zero)'"
    }

    static func caseTypeMismatch(_ pattern: String, type: String) -> String {
        "case '\(pattern)' is not a value of type '\(type)'"
    }

    static func duplicateCase(_ pattern: String) -> String { "case '\(pattern)' is already handled" }

    static func firstCase(_ pattern: String) -> String { "'\(pattern)' is first handled here" }

    static func missingCases(_ type: String, missing: [String]) -> String {
        let list = missing.map { "'\($0)'" }.joined(separator: ", ")
        return "switch over '\(type)' must cover every case or have a 'default:'; missing \(list)"
    }

    static func missingDefault(_ type: String) -> String {
        "switch over '\(type)' needs a 'default:' because its cases cannot cover every value"
    }

    static let unreachableDefault = "default will never be executed: every case is already handled"

    mutating func check(_ node: SwitchNode, at range: SourceRange) -> SwitchNode {
        var result = node
        result.subject = typed(node.subject, expected: nil)
        var subject: Subject?
        if let type = result.subject.type {
            subject = self.subject(of: type, written: node.subject.pathText, at: node.subject.range)
            // `true:` and `false:` over a Bool are part of the mistake the subject's error tells.
            if type != .bool {
                for key in node.boolCaseKeys {
                    error("invalid-case", SpecDecoder.nonStringCaseMessage(key.name, isNull: false), at: key.range)
                }
            }
        }
        for key in node.keywordCaseKeys {
            let name = key.name.hasPrefix(".") ? String(key.name.dropFirst()) : key.name
            // A case whose declaration was reported is not reported again.
            if case .enumeration(let enumName, _)? = subject,
                declarations.typeTable.isRejectedCase(name, of: .named(enumName))
            {
                continue
            }
            error("invalid-case", SpecDecoder.invalidCaseMessage(key.name), at: key.range)
        }
        // Where each handled pattern is first handled.
        var seen = SmallMap<SwitchNode.Case.Pattern, SourceRange>()
        result.cases = []
        result.cases.reserveCapacity(node.cases.count)
        // Enum cases that a misspelled case suggests: reported there, they are not also listed as missing.
        var suggested: Set<String> = []
        var names = CaseNames(subject)
        for switchCase in node.cases {
            // Each case is built anew from its parts, rather than copied whole and then written over.
            var checkedPattern = switchCase.pattern
            if let subject,
                let pattern = resolve(switchCase, of: node, against: subject, names: &names, suggested: &suggested)
            {
                checkedPattern = pattern
                if let first = seen[pattern] {
                    let spelling = Self.spelling(pattern)
                    let note = Diagnostic.Note(message: Self.firstCase(spelling), file: file, range: first)
                    error("duplicate-case", Self.duplicateCase(spelling), at: switchCase.range, notes: [note])
                } else {
                    seen.add(pattern, switchCase.range)
                }
            }
            let body = check(switchCase.body)
            result.cases.append(SwitchNode.Case(pattern: checkedPattern, range: switchCase.range, body: body))
        }
        result.defaultBody = node.defaultBody.map { check($0) }
        guard let subject else { return result }
        switch subject {
        case .enumeration(let name, let cases):
            let missing = cases.filter { seen[.enumCase($0)] == nil }
            let unreported = missing.filter { !suggested.contains($0) }
            if node.defaultBody == nil, !unreported.isEmpty {
                error("non-exhaustive-switch", Self.missingCases(name, missing: unreported), at: range)
            } else if node.defaultBody != nil, missing.isEmpty, !node.isDefaultMisplaced,
                declarations.typeTable.rejectedCases[name] == nil
            {
                // The cases whose declaration was reported may be the ones the default is written for.
                warning("unreachable-default", Self.unreachableDefault, at: node.defaultRange ?? range)
            }
        case .int, .string:
            if node.defaultBody == nil {
                error("non-exhaustive-switch", Self.missingDefault(subject.typeName), at: range)
            }
        }
        return result
    }

    /// Whether a switch takes values of `type` (an enum, Int or String), without reporting anything.
    private func subject(of type: TypeRef) -> Subject? {
        switch type {
        case .int: .int
        case .string: .string
        case .named(let name): declarations.enumCases(name).map { .enumeration(name, cases: $0) }
        default: nil
        }
    }

    /// The subject a switch over a value of `type` has, or nil with an error; `written` is the value's path as
    /// written, for the default an optional is told to take.
    private mutating func subject(of type: TypeRef, written: String?, at range: SourceRange) -> Subject? {
        switch type {
        case .int: return .int
        case .string: return .string
        case .named(let name):
            if let cases = declarations.enumCases(name) { return .enumeration(name, cases: cases) }
        case .optional(let wrapped) where subject(of: wrapped) != nil:
            let zero = declarations.typeTable.zeroValueDescription(wrapped)
            let message = Self.optionalSubject(type, written: written ?? "value", default: zero)
            error("invalid-switch-subject", message, at: range)
            return nil
        case .bool:
            error("invalid-switch-subject", Self.invalidSubject(type) + SpecDecoder.boolSwitchHint, at: range)
            return nil
        default: break
        }
        error("invalid-switch-subject", Self.invalidSubject(type), at: range)
        return nil
    }

    /// The case's pattern read against the subject's type; a YAML key written plain is text for a String subject.
    private mutating func resolve(
        _ switchCase: SwitchNode.Case, of node: SwitchNode, against subject: Subject, names: inout CaseNames,
        suggested: inout Set<String>
    ) -> SwitchNode.Case.Pattern? {
        switch (subject, switchCase.pattern) {
        case (.enumeration(let name, _), .enumCase(let caseName)),
            (.enumeration(let name, _), .string(let caseName)):
            if names.contains(caseName) { return .enumCase(caseName) }
            // A case whose declaration was reported is not reported again.
            if declarations.typeTable.isRejectedCase(caseName, of: .named(name)) { return nil }
            names.prepareForMisspellings(of: node)
            // A misspelled case is not renamed to one written in the switch: applied, that would be a duplicate key.
            let written = names.written
            func isWritten(_ name: String) -> Bool { written.contains(name) }
            // A case spelled with other scalars looks the same as the one declared, and is told so.
            if let declared = names.caseSpelledOtherwise(than: caseName) {
                suggested.insert(declared)
                error(
                    "unknown-case",
                    LiteralChecker.unknownCase(
                        caseName, of: name, suggestion: ExpressionChecker.otherSpelling(declared)),
                    at: switchCase.range,
                    fixIt: isWritten(declared) ? nil : .caseName(declared, written: caseName, at: switchCase.range))
                return nil
            }
            // `Status.loading:`, Swift's spelling of a case with its type: the key is the case alone.
            if caseName.hasPrefix(name + "."), case let bare = String(caseName.dropFirst(name.count + 1)),
                names.contains(bare)
            {
                suggested.insert(bare)
                error(
                    "unknown-case",
                    LiteralChecker.unknownCase(caseName, of: name, suggestion: "")
                        + "; a case key is written without its type: write '\(bare):'",
                    at: switchCase.range,
                    fixIt: isWritten(bare)
                        ? nil : .replacing(caseName, with: bare, at: switchCase.range))
                return nil
            }
            let match = Suggestion.closest(to: caseName, among: names.candidates)
            if let match { suggested.insert(match) }
            let suggestion = match.map { "; did you mean '\($0)'?" } ?? ""
            // Nor are two misspelled cases (`hapy`, `happi`) both renamed to the one they are near.
            let isShared = match.map(names.nearSeveral.contains) ?? false
            error(
                "unknown-case", LiteralChecker.unknownCase(caseName, of: name, suggestion: suggestion),
                at: switchCase.range,
                fixIt: isWritten(match ?? "") || isShared
                    ? nil : .caseName(match, written: caseName, at: switchCase.range))
            return nil
        case (.int, .integer(let value)): return .integer(value)
        case (.string, .string(let text)), (.string, .enumCase(let text)): return .string(text)
        default:
            let message = Self.caseTypeMismatch(Self.spelling(switchCase.pattern), type: subject.typeName)
            error("case-type-mismatch", message, at: switchCase.range)
            return nil
        }
    }

    fileprivate static func spelling(_ pattern: SwitchNode.Case.Pattern) -> String {
        switch pattern {
        case .enumCase(let name): name
        case .integer(let value): String(value)
        case .string(let text): text
        }
    }
}
