import SpecUIText

/// Checks one view: its declarations, state and preview values, and its body (SPEC-LANGUAGE §2–§5).
///
/// Stable ids and lints are separate passes over the checked result
/// (`StableIDChecker`, `LintChecker`).
struct ViewChecker {
    let declarations: UnitDeclarations
    let file: String
    var diagnostics: [Diagnostic] = []
    /// The name of the view being checked, which an unknown view's name is not told to be.
    var viewName = ""
    /// Props, bindings, state and environment values by name.
    var members: [String: ViewMember] = [:]
    /// Loop variables of the enclosing `ForEach` nodes, innermost last.
    var loopVariables: [ViewMember] = []
    /// The templates holding a Swift interpolation (`\\(x)`) whose expression is not one of their scope: the
    /// `swift-interpolation` warning's fix-it, the braces, would make it an error there.
    var templatesWithUnreadableSwiftInterpolations: [SourceRange] = []
    /// The loop variable of every `ForEach` of the body checked so far, with the line of its ForEach, in the order
    /// checked.
    var everyLoopVariable: [(name: String, line: Int)] = []
    /// Whether a member's declaration failed, so uses of it must be skipped; set once the members are known.
    var anyMemberFailed = false
    /// The names of String values that a template shows as a word (`Text: title`), warned as `name-as-text`: the
    /// value was most likely meant, so they count as read for the unused lints.
    var namesShownAsText: Set<String> = []
    /// Types expressions against `scope`; kept across the body rather than made for every expression.
    var expressions: ExpressionChecker

    /// What expressions may name here: the members with a known type, then the loop variables.
    var scope: Scope {
        get { expressions.scope }
        set { expressions.scope = newValue }
    }

    init(declarations: UnitDeclarations, file: String) {
        self.declarations = declarations
        self.file = file
        expressions = ExpressionChecker(scope: Scope(members: []), types: declarations.typeTable, file: file)
    }

    static func firstMember(_ name: String) -> String { "'\(name)' is first declared here" }

    /// A literal `ProgressView` value outside the fraction it shows, which SwiftUI clamps with a runtime warning.
    static func progressOutOfRange(_ value: Expression) -> String {
        "a ProgressView's value is the fraction done, from 0 to 1; \(literalSpelling(value)) is outside it"
    }

    /// For `opacity: 50`, most often a percentage: what it is, and the fraction a percentage is written as.
    static func opacityOutOfRange(_ value: Expression) -> String {
        let written = literalSpelling(value)
        // A whole number past 1 (`50`) is most likely a percentage; `1.5` is not.
        let percentage =
            value.integerLiteralValue.map { $0 > 1 && $0 <= 100 ? "; for \(written)%, write \(Double($0) / 100)" : "" }
            ?? ""
        return "an opacity is a fraction, from 0 (hidden) to 1 (opaque); \(written) is outside it" + percentage
    }

    /// A number literal as written: `2`, `-0.25`.
    private static func literalSpelling(_ value: Expression) -> String {
        value.integerLiteralValue.map(String.init) ?? value.numberLiteralValue.map { "\($0)" } ?? ""
    }

    /// `Image: ""`, which SwiftUI draws as nothing, logging that no symbol has that name.
    static let emptySymbolName = "an Image needs a symbol name, such as 'Image: star'; this one is empty"

    static func negativeFrameDimension(_ name: String, _ value: Int) -> String {
        "a frame's '\(name)' is a size and cannot be negative, as \(value) is"
    }

    static func contradictoryFrame(_ axis: String, minimum: Int, maximum: Int) -> String {
        "a frame's 'max\(axis)' \(maximum) is less than its 'min\(axis)' \(minimum)"
    }

    /// `fitting` is the one type of the unit the literal is a value of, when only one is (`Status` for `.loaded`).
    static func missingStateType(_ name: String, found: Literal.Kind, fitting: TypeRef? = nil) -> String {
        let example =
            switch (found, fitting) {
            case (_, .array(let element)?): "type: \"[\(element)]\""
            case (_, let type?): "type: \(type)"
            case (.array, nil): "type: \"[Element]\""
            case (.null, nil): "type: \"Element?\""
            case (.record, nil): "type: RecordName"
            default: "type: EnumName"
            }
        let what = found == .array([]) ? "an empty list" : LiteralChecker.describe(found)
        return "cannot infer the type of state '\(name)' from \(what); "
            + "write the explicit form with '\(example)' and 'initial:'"
    }

    /// Whether a literal of `kind` may be a value of `type`, by its shape alone: a number of a number, a list of an
    /// array, `null` of an optional; the value itself is checked once its name is known.
    static func mayHold(_ kind: Literal.Kind, _ type: TypeRef) -> Bool {
        switch (kind, type) {
        case (.null, .optional): true
        case (_, .optional(let wrapped)): mayHold(kind, wrapped)
        case (.integer, .int), (.integer, .double), (.double, .double), (.boolean, .bool), (.string, .string): true
        case (.array, .array), (.record, .named), (.enumCase, .named): true
        // A word may be a case written without its dot, which the value's check tells.
        case (.string, .named): true
        default: false
        }
    }

    /// For a state with nothing written after its `:`.
    static func missingInitialValue(_ name: String) -> String {
        "state '\(name)' has no initial value, which gives it its type; write one after its ':' ('\(name): 0'), or "
            + "for an optional state the explicit form with 'type: \"Element?\"' and 'initial: null'"
    }

    /// A state written `count: Int`, as a prop declares its type, starts as the String "Int"; the advice is the
    /// form that declares `type`: its zero value where that states the type by itself, else the explicit form.
    static func typeAsStateValue(_ name: String, type: TypeRef, written: Literal, types: TypeTable) -> String {
        let fix: String
        switch type {
        case .int: fix = "'\(name): 0'"
        case .double: fix = "'\(name): 0.0'"
        case .bool: fix = "'\(name): false'"
        case .string: fix = "'\(name): \"\"'"
        default:
            let initial =
                switch type {
                case .array: "[]"
                case .optional: "null"
                default: types.cases(of: type)?.first.map { ".\($0)" } ?? "{...}"
                }
            let spelled = if case .named = type { "\(type)" } else { "\"\(type)\"" }
            fix = "'\(name): {type: \(spelled), initial: \(initial)}'"
        }
        func quoted(_ kind: Literal.Kind) -> String {
            switch kind {
            case .string(let text): "\"\(text)\""
            case .array(let items): "[" + items.map { quoted($0.kind) }.joined(separator: ", ") + "]"
            default: LiteralChecker.describe(kind)
            }
        }
        let value = if case .array = written.kind { "the list " } else { "the String " }
        let kept = if case .array = written.kind { "\"[String]\"" } else { "String" }
        return "state '\(name)' starts as \(value)\(quoted(written.kind)), not as a value of type '\(type)'; state is "
            + "declared by its initial value: write \(fix), or '\(name): {type: \(kept), initial: ...}' to mean the text"
    }

    /// An inferred state written plain as Swift's `nil` or as a Boolean of YAML 1.1 (`yes`, `off`) starts as that
    /// word, a String under YAML 1.2; the advice is what the word meant, or quotes to mean the text.
    static func wordAsStateValue(_ state: StateDecl) -> String? {
        guard case .string(let word) = state.initial.kind, LiteralChecker.isWrittenPlain(word, at: state.initial.range)
        else { return nil }
        let name = state.name.name
        let meant: String
        if word == "nil" {
            meant =
                "YAML writes no value as null or ~, and a state that starts with none declares its type: write "
                + "'\(name): {type: \"Element?\", initial: null}'"
        } else if let value = LiteralChecker.yaml11Booleans[word.lowercased()] {
            meant = "YAML 1.2 reads only true and false as a Bool: write '\(name): \(value)'"
        } else if let number = LiteralChecker.numberWithoutSeparators(word) {
            meant = "YAML reads no '_' in a number: write '\(name): \(number)'"
        } else {
            return nil
        }
        return "state '\(name)' starts as the String \"\(word)\"; \(meant), or '\(name): \"\(word)\"' to mean the text"
    }

    /// For a state started with the name of another of the view's names (`current: goal` for a prop `goal`), which
    /// YAML reads as the word: a state starts from a literal, not from a prop, as `@State` does in Swift.
    ///
    /// So is a state started with an expression that reads the view's names (`total: subtotal * 2`,
    /// `left: items.count`): the spec has no computed state, and the text is the state's value.
    func memberAsStateValue(_ state: StateDecl) -> String? {
        guard case .string(let word) = state.initial.kind, LiteralChecker.isWrittenPlain(word, at: state.initial.range),
            word != state.name.name
        else { return nil }
        let name = state.name.name
        let startsFrom: String
        if let member = members[word] {
            startsFrom = "the \(member.role.rawValue) '\(word)'"
        } else if word.contains(where: { "+-*/%<>=!&|?.(".contains($0) }),
            let read = Self.identifiers(in: word).first(where: { $0 != name && members[$0] != nil })
        {
            startsFrom = "the value of an expression reading '\(read)'"
        } else {
            return nil
        }
        return "state '\(name)' starts as the String \"\(word)\", not as \(startsFrom): a state starts from a value "
            + "written in the spec; write that value, or '\(name): \"\(word)\"' to mean the text"
    }

    /// The words of `text` that are spelled like names: letters, digits and `_`, not starting with a digit.
    private static func identifiers(in text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init).filter {
            $0.first.map { !$0.isNumber } ?? false
        }
    }

    /// The only declared type whose values `literal` is written like: the one enum with its case, the one record
    /// with exactly its fields, or an array of the one type every element fits; nil when none or several fit.
    static func onlyFittingType(of literal: Literal.Kind, in types: TypeTable) -> TypeRef? {
        switch literal {
        case .enumCase(let name):
            let enums = types.enums.filter { $0.value.contains(name) }
            return enums.count == 1 ? enums.first.map { .named($0.key) } : nil
        case .record(let fields):
            let records = recordsFitting(fields, in: types)
            return records.count == 1 ? records.first.map { .named($0) } : nil
        case .array(let elements):
            guard let first = elements.first, let element = onlyFittingType(of: first.kind, in: types),
                elements.dropFirst().allSatisfy({ onlyFittingType(of: $0.kind, in: types) == element })
            else { return nil }
            return .array(element)
        default:
            return nil
        }
    }

    /// The records declared with exactly the fields a record literal writes, by name.
    static func recordsFitting(_ fields: [LiteralField], in types: TypeTable) -> [String] {
        let names = Set(fields.map(\.name.name))
        return types.records.filter { Set($0.value.map(\.name.name)) == names }.map(\.key).sorted()
    }

    /// A state written as a mapping without `type:` and `initial:`: `fitting` are the records with its fields.
    static func recordStateMessage(_ name: String, fitting: [String]) -> String {
        let message = "the type of state '\(name)' cannot be inferred from a mapping; write "
        guard fitting.count == 1, let record = fitting.first else {
            let records = fitting.map { "'\($0)'" }.joined(separator: ", ")
            return message + "{type: \"...\", initial: {...}}"
                + (fitting.isEmpty ? "" : "; the records with these fields are \(records)")
        }
        return message + "{type: \(record), initial: {...}}"
    }

    static func unknownPreviewValue(_ name: String, view: String, suggestion: String) -> String {
        "view '\(view)' has no prop, binding or state named '\(name)'\(suggestion)"
    }

    /// Returns the view with state types, literal types and body types filled in.
    mutating func check(_ view: ViewDecl) -> ViewDecl {
        var result = view
        viewName = view.name.name
        declareMembers(of: view)
        let types = TypeDeclChecker(declarations: declarations)
        for property in view.props + view.bindings
        where !types.validate(property.type, at: property.typeRange, file: file, diagnostics: &diagnostics) {
            members[property.name.name]?.type = nil
        }
        result.state = view.state.map { checkState($0) }
        for state in result.state { members[state.name.name]?.type = state.type }
        let declared = view.props.map(\.name) + view.bindings.map(\.name) + view.state.map(\.name)
        for name in declared.sorted(by: { $0.range.start < $1.range.start }) {
            guard let member = members[name.name], member.name.range == name.range, reportHiddenType(by: member)
            else { continue }
            members[name.name]?.type = nil
        }
        scope = Scope(members: members.values.sorted { $0.name.range.start < $1.name.range.start }.compactMap(\.symbol))
        anyMemberFailed = members.values.contains { $0.type == nil }
        result.previews = checkPreviews(view.previews, of: result)
        let bodyDiagnostics = diagnostics.count
        result.body = check(view.body)
        explainLoopVariablesOutOfScope(since: bodyDiagnostics)
        reportUnresolvedComponentUses(view.unresolvedComponentUses)
        return result
    }

    /// A name read outside the content of the ForEach whose loop variable it is (`todo` in a row written beside
    /// the ForEach) is told where it can be read, and is not renamed to a near name in scope (`todos`), which is
    /// most often the collection, of another type.
    private mutating func explainLoopVariablesOutOfScope(since start: Int) {
        guard !everyLoopVariable.isEmpty else { return }
        for index in diagnostics.indices.dropFirst(start) where diagnostics[index].code == "unknown-name" {
            // Only a message that says nothing more than a near name: one with a hint of its own keeps it. Of
            // several ForEach nodes naming it, the nearest is told.
            let message = diagnostics[index].message
            let line = diagnostics[index].range.start.line
            guard
                let variable = everyLoopVariable.filter({
                    let unknown = ExpressionChecker.unknownName($0.name)
                    return message == unknown || message.hasPrefix(unknown + "; did you mean '")
                }).min(by: { abs($0.line - line) < abs($1.line - line) })
            else { continue }
            diagnostics[index].message =
                ExpressionChecker.unknownName(variable.name)
                + Self.loopVariableOutOfScope(variable.name, line: variable.line)
            diagnostics[index].fixIt = nil
        }
    }

    static func loopVariableOutOfScope(_ name: String, line: Int) -> String {
        "; '\(name)' is the loop variable of the ForEach on line \(line), which only the nodes under its 'content:' "
            + "can read"
    }

    private mutating func declareMembers(of view: ViewDecl) {
        var all: [ViewMember] = []
        all += view.props.map { ViewMember(name: $0.name, type: $0.type, role: .prop) }
        all += view.bindings.map { ViewMember(name: $0.name, type: $0.type, role: .binding) }
        all += view.state.map { ViewMember(name: $0.name, type: nil, role: .state) }
        all += view.environment.map {
            ViewMember(
                name: Identifier($0.key.rawValue, range: $0.range), type: ViewMember.type(of: $0.key),
                role: .environment)
        }

        // Decoding reports names declared twice; the first declaration is the one in scope.
        for member in all.sorted(by: { $0.name.range.start < $1.name.range.start })
        where members[member.name.name] == nil {
            members[member.name.name] = member
        }
        // A member decoding left out is known by name but not by type, so its uses are skipped, not unknown.
        for rejected in view.rejectedMembers where members[rejected.name.name] == nil {
            members[rejected.name.name] = ViewMember(
                name: rejected.name, type: nil, role: ViewMember.Role(rejected.kind))
        }
    }

    private mutating func checkState(_ state: StateDecl) -> StateDecl {
        var result = state
        if let declared = state.declaredType {
            let types = TypeDeclChecker(declarations: declarations)
            let range = state.declaredTypeRange ?? state.name.range
            guard types.validate(declared, at: range, file: file, diagnostics: &diagnostics) else {
                return result
            }
            result.initial = checkLiteral(state.initial, against: declared)
            result.type = declared
        } else if let (type, caseName) = enumCaseWithType(state.initial) {
            // `phase: Phase.idle`: Swift's case of an enum, which the spec declares with its type. The state is the
            // enum's, so that its uses are checked as meant.
            let explicit = "{type: \(type), initial: .\(caseName)}"
            error(
                "missing-state-type",
                "state '\(state.name.name)' is written as Swift's '\(type).\(caseName)', which is a String here; "
                    + "a state of an enum is declared with its type, and its case without it: write "
                    + "'\(state.name.name): \(explicit)'",
                at: state.initial.range, fixIt: Diagnostic.FixIt(range: state.initial.range, replacement: explicit))
            result.type = .named(type)
            result.initial = checkLiteral(
                Literal(.enumCase(caseName), range: state.initial.range), against: .named(type))
        } else if let inferred = LiteralChecker.inferredType(state.initial.kind) {
            result.initial = checkLiteral(state.initial, against: inferred)
            result.type = inferred
            if let spelled = state.typeSpelledByInitial, declarations.typeTable.isKnown(spelled) {
                let message = Self.typeAsStateValue(
                    state.name.name, type: spelled, written: state.initial, types: declarations.typeTable)
                warning("type-as-state-value", message, at: state.initial.range)
            } else if let message = Self.wordAsStateValue(state) ?? memberAsStateValue(state) {
                warning("word-as-state-value", message, at: state.initial.range)
            }
        } else if case .record(let fields) = state.initial.kind {
            let fitting = Self.recordsFitting(fields, in: declarations.typeTable)
            error(
                "state-needs-type", Self.recordStateMessage(state.name.name, fitting: fitting), at: state.initial.range)
        } else if state.initial.kind == .null, state.initial.range.start == state.initial.range.end {
            // Nothing written after `count:`: the value was left out, more often than an optional meant.
            error("missing-state-type", Self.missingInitialValue(state.name.name), at: state.initial.range)
        } else {
            let fitting = Self.onlyFittingType(of: state.initial.kind, in: declarations.typeTable)
            let message = Self.missingStateType(state.name.name, found: state.initial.kind, fitting: fitting)
            error("missing-state-type", message, at: state.initial.range)
        }
        return result
    }

    /// For a state started as an enum's case written with its type (`Phase.idle`), the enum's name and the case.
    private func enumCaseWithType(_ initial: Literal) -> (type: String, caseName: String)? {
        // Found in the UTF-8 bytes: every state's text is asked, and most have no dot.
        guard case .string(let text) = initial.kind, let dot = text.utf8.lastIndex(of: UInt8(ascii: ".")) else {
            return nil
        }
        let (type, written) = (String(text[..<dot]), String(text[text.index(after: dot)...]))
        // The case as the enum declares it, to be written in its place.
        guard let caseName = declarations.enumCases(type)?.first(where: { $0 == written }) else { return nil }
        return (type, caseName)
    }

    /// Preview values name a prop, binding or state of the view and are typed by its declaration.
    private mutating func checkPreviews(_ previews: [PreviewDecl], of view: ViewDecl) -> [PreviewDecl] {
        // Without previews there is nothing to look up, so the tables of inputs are not built.
        guard !previews.isEmpty else { return previews }
        var inputs: [String: TypeRef?] = [:]
        for property in view.props + view.bindings where inputs[property.name.name] == nil {
            // One whose type is unknown is reported at its declaration; its values are not checked against it.
            let member = members[property.name.name]
            let failed = member.map { $0.name.range == property.name.range && $0.type == nil } ?? false
            inputs.updateValue(failed ? nil : property.type, forKey: property.name.name)
        }
        for state in view.state where inputs[state.name.name] == nil {
            inputs[state.name.name] = state.type
        }
        let candidates = (view.props + view.bindings).map(\.name.name) + view.state.map(\.name.name)
        let candidateIndex = ExactNameIndex(candidates)
        let bindings = Set(view.bindings.lazy.map(\.name.name))
        // Each candidate's type, as an index into the few distinct types: which names a value may mean depends on
        // which of those types may hold it, not on each name.
        var distinctTypes: [TypeRef] = []
        let candidateTypes = candidates.map { candidate -> Int? in
            guard let type = inputs[candidate].flatMap({ $0 }) else { return nil }
            if let index = distinctTypes.firstIndex(of: type) { return index }
            distinctTypes.append(type)
            return distinctTypes.count - 1
        }
        // Summarised for did-you-mean at the first unknown value, for every preview.
        var allCandidates: SuggestionCandidates?
        var result = previews
        for (previewIndex, preview) in previews.enumerated() {
            func isKnown(_ name: String) -> Bool { inputs[name] != nil && candidateIndex.contains(name) }
            // What every unknown value of the preview is told against, worked out at the first one: the names it
            // sets that are unknown, and, for each set of types that may hold a value, the names of those types it
            // does not set, and the ones near two or more unknown values.
            var written: Set<String>?
            var unknown: [String]?
            var unwrittenOfTypes: [[Bool]: (names: [String], near: SuggestionCandidates)] = [:]
            var nearSeveral: [[Bool]: Set<String>] = [:]
            for (valueIndex, value) in preview.values.enumerated() {
                let name = value.name.name
                guard let declared = inputs[name], isKnown(name) else {
                    // The name meant is one the preview does not set already, of a type that may hold the value.
                    let holding = distinctTypes.map { Self.mayHold(value.value.kind, $0) }
                    let set = written ?? Set(preview.values.map(\.name.name))
                    written = set
                    let unwritten =
                        unwrittenOfTypes[holding]
                        ?? {
                            let names = candidates.indices.filter { index in
                                !set.contains(candidates[index]) && (candidateTypes[index].map { holding[$0] } ?? true)
                            }.map { candidates[$0] }
                            return (names, SuggestionCandidates(names))
                        }()
                    unwrittenOfTypes[holding] = unwritten
                    let near = unwritten.near
                    let all = allCandidates ?? SuggestionCandidates(candidates)
                    allCandidates = all
                    let match = Suggestion.closest(to: name, among: near)
                    // Else a name it sets may be the one meant, written twice: told, not made the fix-it.
                    let suggestion =
                        ExpressionChecker.equivalentSpelling(name, among: candidates)
                        ?? (match.map { "; did you mean '\($0)'?" } ?? Suggestion.didYouMean(name, among: all))
                    let message = Self.unknownPreviewValue(name, view: view.name.name, suggestion: suggestion)
                    // The near name is the fix-it where no other unknown value of the preview is near it too.
                    let unknownNames = unknown ?? preview.values.map(\.name.name).filter { !isKnown($0) }
                    unknown = unknownNames
                    var fixIt = match.flatMap {
                        suggestion == "; did you mean '\($0)'?"
                            ? Diagnostic.FixIt.replacing(name, with: $0, at: value.name.range) : nil
                    }
                    if let meant = fixIt?.replacement {
                        let shared = nearSeveral[holding] ?? Suggestion.closestToSeveral(of: unknownNames, among: near)
                        nearSeveral[holding] = shared
                        if shared.contains(meant) { fixIt = nil }
                    }
                    error("unknown-preview-value", message, at: value.name.range, fixIt: fixIt)
                    continue
                }
                guard let type = declared else { continue }
                // `isOn: $flag` or `isOn: .constant(true)`: SwiftUI's ways to hand a preview a binding.
                if bindings.contains(name), case .string(let text) = value.value.kind,
                    let (message, constant) = Self.previewBinding(
                        text, name: name, type: type, cases: declarations.typeTable.cases(of: type.nonOptional))
                {
                    let fixIt = constant.flatMap {
                        value.value.range.isOnOneLine
                            ? Diagnostic.FixIt(range: value.value.range, replacement: $0) : nil
                    }
                    error("literal-type-mismatch", message, at: value.value.range, fixIt: fixIt)
                    continue
                }
                result[previewIndex].values[valueIndex].value = checkLiteral(
                    value.value, against: type, warnsNilForString: true)
            }
        }
        return result
    }

    /// For a preview value of the binding `name` written as SwiftUI hands one over (`$flag`, `.constant(true)`):
    /// the message, and the value inside `.constant(...)`.
    /// The value in `.constant(...)` is told, and is the fix-it, where it is a literal of the binding's type as the
    /// preview writes one (`true`, `3`, `.happy` of `cases`, `"a"`).
    static func previewBinding(
        _ text: String, name: String, type: TypeRef, cases: [String]?
    ) -> (String, String?)? {
        let message =
            "expected a value of type '\(type)' for the binding '\(name)'; a preview gives a binding its value itself"
        if text.hasPrefix("$") { return (message + ", not a binding", nil) }
        guard text.hasPrefix(".constant("), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst(".constant(".count).dropLast().trimmingCharacters(in: .whitespaces)
        let fits =
            switch type.nonOptional {
            case .bool: inner == "true" || inner == "false"
            case .int: Int(inner) != nil
            case .double: Double(inner).map(\.isFinite) == true && inner.allSatisfy { $0.isNumber || ".-".contains($0) }
            case .string:
                inner.count >= 2 && inner.hasPrefix("\"") && inner.hasSuffix("\"")
                    && !inner.dropFirst().dropLast().contains { $0 == "\"" || $0 == "\\" }
            default: inner.hasPrefix(".") && cases?.contains(String(inner.dropFirst())) == true
            }
        guard fits, YAMLLoader.Message.readsAsOneValue(inner[...]) else { return (message, nil) }
        return (message + ": write \(inner)", inner)
    }

    private mutating func checkLiteral(
        _ literal: Literal, against type: TypeRef, warnsNilForString: Bool = false
    ) -> Literal {
        var literals = LiteralChecker(declarations: declarations, file: file)
        literals.warnsNilForString = warnsNilForString
        let checked = literals.check(literal, against: type)
        diagnostics += literals.diagnostics
        return checked
    }

    /// The member or loop variable visible under `name`, innermost first.
    func lookup(_ name: String) -> ViewMember? {
        loopVariables.last(where: { $0.name.name == name }) ?? members[name]
    }

    mutating func error(
        _ code: String, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [],
        fixIt: Diagnostic.FixIt? = nil
    ) {
        diagnostics.append(
            Diagnostic(.error, code: code, message: message, file: file, range: range, notes: notes, fixIt: fixIt))
    }

    mutating func warning(_ code: String, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.warning, code: code, message: message, file: file, range: range, notes: notes))
    }
}
