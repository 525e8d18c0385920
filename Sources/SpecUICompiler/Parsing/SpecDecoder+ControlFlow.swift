import SpecUIText

extension SpecDecoder {
    static let ifKeys = ["then", "else"]
    static let switchKeys = ["cases", "default"]

    static func modifierOnControlFlowMessage(_ key: String, construct: String) -> String {
        let article = indefinite(construct).prefix { $0 != " " }
        return "'\(key)' cannot modify \(article) '\(construct)'; wrap the '\(construct)' in a 'Group'"
    }

    /// For a switch over a Bool, or its `true:` and `false:` cases.
    static let boolSwitchHint = "; a Bool is told apart with 'if', 'then:' and 'else:'"

    static let elseExpectation = "a list of nodes or a single 'if' node for 'else'"
    static let defaultInCasesMessage = "'default' goes beside 'cases', not inside it"

    static func swiftCaseMessage(_ pattern: String) -> String {
        "a case is its key alone, without Swift's 'case': write '\(pattern):'"
    }

    static func invalidCaseMessage(_ text: String) -> String {
        "'\(text)' cannot be a case; write an enum case, an integer or a quoted string"
    }

    /// A plain key that YAML reads as null or a Bool (`null`, `~`, `true`), which no switch subject can match.
    static func nonStringCaseMessage(_ text: String, isNull: Bool) -> String {
        let what = isNull ? "null" : "a Bool"
        let written = text.isEmpty ? "an empty key" : "'\(text)'"
        let enumCase =
            SwiftIdentifier.isValid(text) && !SwiftIdentifier.isKeyword(text) ? " or '.\(text)' for an enum case" : ""
        return "\(written) reads as \(what) in YAML, which cannot be a case; write '\"\(text)\"' for a String case"
            + enumCase + (isNull ? "" : boolSwitchHint)
    }

    static func duplicateCaseMessage(_ text: String) -> String { "duplicate case '\(text)'" }

    /// `if: condition`, `then: [...]`, optional `else: [...]` or `else: {if: ...}`.
    mutating func decodeIf(_ entries: YAMLNode.Entries) -> ViewNode? {
        let range = entries[0].key.range
        let condition = expression(entries[0].value, expected: "a Bool condition for 'if'")
        var then: [ViewNode]?
        var otherwise: [ViewNode]?
        var suggested: Set<String> = []
        for index in 1..<entries.count {
            let entry = entries[index]
            guard let key = key(entry) else { continue }
            switch key {
            case "then":
                then = decodeNodes(of: entry, in: "if")
            case "else":
                if let first = entry.value.mapping?.first, first.key.scalarValue == "if" {
                    otherwise = decodeNode(entry.value).map { [$0] } ?? []
                } else if entry.value.sequence != nil {
                    otherwise = decodeNodes(entry.value)
                } else if entry.value.isNull, entry.value.scalarByteCount != 0 {
                    // `else: ~` shows nothing: the `if` has no `else` to write.
                    otherwise = nil
                } else if entry.value.isNull {
                    otherwise = decodeNodes(of: entry, in: "if")
                } else {
                    error(
                        "expected-list",
                        Self.expected(Self.elseExpectation, found: entry.value) + Self.listItemHint(entry.value),
                        at: entry.value.range)
                }
            default:
                if let match = reportControlFlowKey(key, at: entry.key.range, construct: "if", candidates: Self.ifKeys)
                {
                    suggested.insert(match)
                }
            }
        }
        if then == nil, !suggested.contains("then") {
            error("missing-argument", Self.missingArgumentMessage("then", view: "if"), at: range)
        }
        // Without its nodes, which were reported, the `if` is kept with none, so that its condition is checked.
        guard let condition else { return nil }
        return ViewNode(.ifElse(IfNode(condition: condition, then: then ?? [], otherwise: otherwise)), range: range)
    }

    /// `switch: subject`, `cases: {case: [...]}`, optional `default: [...]`.
    mutating func decodeSwitch(_ entries: YAMLNode.Entries) -> ViewNode? {
        let range = entries[0].key.range
        let subject = expression(entries[0].value, expected: "an enum, Int or String expression for 'switch'")
        var cases: [SwitchNode.Case]?
        var defaultBody: [ViewNode]?
        var defaultRange: SourceRange?
        var isDefaultMisplaced = false
        var casesGiven = false
        var suggested: Set<String> = []
        var boolCaseKeys: [Identifier] = []
        var keywordCaseKeys: [Identifier] = []
        // Cases written right under `switch:`, without `cases:`: one mistake, reported once, and read as the cases.
        let strays = Self.casesWithoutCasesKey(entries)
        if !strays.isEmpty {
            error(
                "missing-argument",
                Self.missingArgumentMessage("cases", view: "switch")
                    + Self.casesWithoutKeyHint(strays.compactMap(\.key.scalarValue)),
                at: strays[0].key.range)
            casesGiven = true
            var misplacedDefault: (body: [ViewNode], range: SourceRange)?
            cases = decodeCases(
                YAMLNode.Entries(strays), misplacedDefault: &misplacedDefault, boolKeys: &boolCaseKeys,
                keywordKeys: &keywordCaseKeys)
        }
        for index in 1..<entries.count {
            let entry = entries[index]
            guard let key = key(entry) else { continue }
            if strays.contains(where: { $0.key.range == entry.key.range }) { continue }
            switch key {
            case "cases":
                casesGiven = true
                var misplacedDefault: (body: [ViewNode], range: SourceRange)?
                cases = decodeCases(
                    entry.value, misplacedDefault: &misplacedDefault, boolKeys: &boolCaseKeys,
                    keywordKeys: &keywordCaseKeys)
                // A `default:` written inside `cases:` is reported there and read as the default it means, so the
                // switch is not also reported for lacking one.
                if defaultBody == nil, let misplacedDefault {
                    defaultBody = misplacedDefault.body
                    defaultRange = misplacedDefault.range
                    isDefaultMisplaced = true
                }
            case "default":
                defaultBody = decodeNodes(of: entry, in: "switch")
                defaultRange = entry.key.range
            default:
                let match = reportControlFlowKey(
                    key, at: entry.key.range, construct: "switch", candidates: Self.switchKeys)
                if let match { suggested.insert(match) }
                // A misspelled `default:` (`defualt:`) is read as the default it is told to be, so the switch is not
                // also reported for lacking one.
                if match == "default", defaultBody == nil {
                    defaultBody = decodeNodes(of: entry, in: "switch")
                    defaultRange = entry.key.range
                }
            }
        }
        if !casesGiven, !suggested.contains("cases") {
            error("missing-argument", Self.missingArgumentMessage("cases", view: "switch"), at: range)
        }
        guard let subject, let cases else {
            // Without a subject to tell whether it is a Bool, or an enum that declared the keyword, the keys are
            // reported here.
            for key in boolCaseKeys {
                error("invalid-case", Self.nonStringCaseMessage(key.name, isNull: false), at: key.range)
            }
            for key in keywordCaseKeys {
                error("invalid-case", Self.invalidCaseMessage(key.name), at: key.range)
            }
            return nil
        }
        var node = SwitchNode(subject: subject, cases: cases, defaultBody: defaultBody, defaultRange: defaultRange)
        node.boolCaseKeys = boolCaseKeys
        node.keywordCaseKeys = keywordCaseKeys
        node.isDefaultMisplaced = isDefaultMisplaced
        return ViewNode(.switchOver(node), range: range)
    }

    /// The keys after `switch:` that read as its cases, when it has no `cases:`: each is no key of a switch, no
    /// modifier and no misspelling of `cases` or `default`, and its value is a list of nodes.
    static func casesWithoutCasesKey(_ entries: YAMLNode.Entries) -> [YAMLMappingEntry] {
        let keys = entries.dropFirst().map { $0.key.scalarValue }
        guard !keys.contains("cases") else { return [] }
        return entries.dropFirst().filter { entry in
            guard let key = entry.key.scalarValue, !switchKeys.contains(key), ModifierKey.named(key) == nil,
                Suggestion.closest(to: key, among: switchKeys) == nil
            else { return false }
            return entry.value.sequence != nil
        }
    }

    static func casesWithoutKeyHint(_ keys: [String]) -> String {
        let quoted = keys.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
        return "; its cases (\(quoted)) go in a mapping under 'cases:'"
    }

    static let elseIfSpellings: Set<String> = ["else if", "elseif", "elseIf", "elif", "elsif", "else_if"]

    static let elseIfHint =
        "; an else-if is an 'if' node written as the value of 'else:', with 'then:' (and 'else:') of its own"

    private mutating func reportControlFlowKey(
        _ key: String,
        at range: SourceRange,
        construct: String,
        candidates: [String]
    ) -> String? {
        if ModifierKey.named(key) != nil {
            error("modifier-on-control-flow", Self.modifierOnControlFlowMessage(key, construct: construct), at: range)
            return nil
        }
        // Swift's `else if` and other languages' spellings of it.
        if construct == "if", Self.elseIfSpellings.contains(key) {
            error("unknown-key", Self.unknownNodeKeyMessage(key, view: construct) + Self.elseIfHint, at: range)
            return nil
        }
        return errorUnknown(
            "unknown-key",
            Self.unknownKeyMessage(Self.unknownNodeKeyMessage(key, view: construct), key: key, expected: candidates),
            word: key, candidates: candidates, at: range)
    }

    /// The cases; nil when `cases:` is not a mapping, which is reported, so the switch is not also non-exhaustive.
    ///
    /// A plain `default:` among them is reported and its nodes go to `misplacedDefault`; plain keys YAML reads as a
    /// Bool go to `boolKeys`, for the checker to report unless the subject is a Bool, and keys naming a Swift keyword
    /// to `keywordKeys`, for the checker to report unless the subject's enum declared it and had it reported.
    private mutating func decodeCases(
        _ node: YAMLNode, misplacedDefault: inout (body: [ViewNode], range: SourceRange)?,
        boolKeys: inout [Identifier], keywordKeys: inout [Identifier]
    ) -> [SwitchNode.Case]? {
        guard let entries = mapping(node, expected: "a mapping of cases to lists of nodes") else { return nil }
        return decodeCases(entries, misplacedDefault: &misplacedDefault, boolKeys: &boolKeys, keywordKeys: &keywordKeys)
    }

    private mutating func decodeCases(
        _ entries: YAMLNode.Entries, misplacedDefault: inout (body: [ViewNode], range: SourceRange)?,
        boolKeys: inout [Identifier], keywordKeys: inout [Identifier]
    ) -> [SwitchNode.Case] {
        var cases: [SwitchNode.Case] = []
        cases.reserveCapacity(entries.count)
        // Where each case is first written: a switch of thousands of cases is not searched case by case.
        var written = SmallMap<SwitchNode.Case.Pattern, SourceRange>()
        for entry in entries {
            if entry.key.scalarStyle == .plain, let text = entry.key.scalarValue,
                case .boolean = Self.plainWords[text]
            {
                boolKeys.append(Identifier(text, range: entry.key.range))
                _ = decodeNodes(of: entry, in: "switch")
                continue
            }
            // `active, overdue:`, Swift's `case .active, .overdue:`: reported once, and read as each of its cases.
            if let names = Self.listedCaseNames(entry.key) {
                let keys = names.map { "'\($0):'" }.joined(separator: ", ")
                error(
                    "invalid-case",
                    "a key is one case; give each case its own key (\(keys)), the same nodes under each, or an "
                        + "alias of them",
                    at: entry.key.range)
                let body = decodeNodes(of: entry, in: "switch")
                for name in names where written[.enumCase(name)] == nil {
                    written.add(.enumCase(name), entry.key.range)
                    cases.append(SwitchNode.Case(pattern: .enumCase(name), range: entry.key.range, body: body))
                }
                continue
            }
            guard let pattern = casePattern(entry.key, keywordKeys: &keywordKeys) else {
                // The nodes of a case whose key is reported are still decoded, so that their mistakes are too.
                let nodes = decodeNodes(of: entry, in: "switch")
                if entry.key.scalarStyle == .plain, entry.key.scalarValue == "default", misplacedDefault == nil {
                    misplacedDefault = (nodes, entry.key.range)
                }
                continue
            }
            if let first = written[pattern] {
                let text = entry.key.scalarValue ?? ""
                error(
                    "duplicate-case", Self.duplicateCaseMessage(text), at: entry.key.range,
                    notes: [note("the case is first written here", at: first)])
                continue
            }
            written.add(pattern, entry.key.range)
            cases.append(
                SwitchNode.Case(pattern: pattern, range: entry.key.range, body: decodeNodes(of: entry, in: "switch")))
        }
        return cases
    }

    /// The case names of a plain key that lists several, as Swift's `case` does (`active, overdue` or
    /// `.active, .overdue`); nil for any other key.
    static func listedCaseNames(_ key: YAMLNode) -> [String]? {
        guard key.scalarStyle == .plain, let text = key.scalarValue, text.containsUTF8(UInt8(ascii: ",")) else {
            return nil
        }
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.trimmingCharacters(in: .whitespaces).drop { $0 == "." })
        }
        guard names.count > 1, names.allSatisfy(SwiftIdentifier.isValid) else { return nil }
        return names
    }

    /// A case key: `loaded` or `.loaded` is an enum case, a plain integer (`16`, `0x10`, `0o20`) is an Int, and
    /// anything else (a quoted scalar, or plain text that is no name) is a String.
    ///
    /// A bare word reads as an enum case because that is how enum switches are
    /// written most; a String case that looks like a name is quoted (`"admin":`).
    /// A plain key that YAML reads as null or a Bool (`null`, `~`, `True`) is no case, as in a literal.
    /// A plain key naming a Swift keyword (`init`, `.repeat`) goes to `keywordKeys`, with no pattern.
    private mutating func casePattern(_ key: YAMLNode, keywordKeys: inout [Identifier]) -> SwitchNode.Case.Pattern? {
        guard let scalar = scalar(key, expected: "a case") else { return nil }
        var text = scalar.value
        guard scalar.style == .plain else { return .string(text) }
        // `case .loaded:` as Swift writes it: reported once, and read as the case it names.
        if text.hasPrefix("case "), case let rest = text.dropFirst(5).drop(while: { $0 == " " }), !rest.isEmpty {
            error(
                "invalid-case", Self.swiftCaseMessage(String(rest)), at: key.range,
                fixIt: Diagnostic.FixIt(range: key.range, replacement: String(rest)))
            text = String(rest)
        }
        switch NumberSyntax.integer(text) {
        case .value(let value):
            return .integer(value)
        case .overflow:
            error("integer-overflow", Self.integerOverflowMessage(text), at: key.range)
            return nil
        case nil:
            break
        }
        if let word = Self.plainWords[text] {
            error("invalid-case", Self.nonStringCaseMessage(text, isNull: word == .null), at: key.range)
            return nil
        }
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        guard SwiftIdentifier.isValid(name) else {
            guard !text.hasPrefix("."), NumberSyntax.classify(text) == nil else {
                error("invalid-case", Self.invalidCaseMessage(text), at: key.range)
                return nil
            }
            return .string(text)
        }
        guard !SwiftIdentifier.isKeyword(name) else {
            if name == "default" {
                error("invalid-case", Self.defaultInCasesMessage, at: key.range)
            } else {
                keywordKeys.append(Identifier(text, range: key.range))
            }
            return nil
        }
        return .enumCase(name)
    }
}
