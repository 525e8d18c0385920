/// Checks one view: its declarations, state and preview values, and its body (SPEC-LANGUAGE §2–§5).
///
/// Stable ids and lints are separate passes over the checked result
/// (`StableIDChecker`, `LintChecker`).
struct ViewChecker {
    let declarations: UnitDeclarations
    let file: String
    var diagnostics: [Diagnostic] = []
    /// Props, bindings, state and environment values by name.
    var members: [String: ViewMember] = [:]
    /// Loop variables of the enclosing `ForEach` nodes, innermost last.
    var loopVariables: [ViewMember] = []

    init(declarations: UnitDeclarations, file: String) {
        self.declarations = declarations
        self.file = file
    }

    static func duplicateMember(_ name: String, first: ViewMember.Role) -> String {
        "'\(name)' is already declared as a \(first.rawValue) of this view"
    }

    static func firstMember(_ name: String) -> String { "'\(name)' is first declared here" }

    static func missingStateType(_ name: String, found: Literal.Kind) -> String {
        let example =
            switch found {
            case .array: "type: \"[Element]\""
            case .null: "type: \"Element?\""
            case .record: "type: RecordName"
            default: "type: EnumName"
            }
        return "cannot infer the type of state '\(name)' from \(LiteralChecker.describe(found)); "
            + "write the explicit form with '\(example)' and 'initial:'"
    }

    static func duplicatePreview(_ name: String) -> String { "a preview named '\(name)' already exists" }

    static func unknownPreviewValue(_ name: String, view: String, suggestion: String) -> String {
        "view '\(view)' has no prop, binding or state named '\(name)'\(suggestion)"
    }

    static func duplicatePreviewValue(_ name: String) -> String { "'\(name)' is given twice in this preview" }

    /// Returns the view with state types, literal types and body types filled in.
    mutating func check(_ view: ViewDecl) -> ViewDecl {
        var result = view
        declareMembers(of: view)
        let types = TypeDeclChecker(declarations: declarations)
        for property in view.props + view.bindings {
            types.validate(property.type, at: property.typeRange, file: file, diagnostics: &diagnostics)
        }
        result.state = view.state.map { checkState($0) }
        for state in result.state { members[state.name.name]?.type = state.type }
        result.previews = checkPreviews(view.previews, of: result)
        result.body = check(view.body)
        return result
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
        for member in all.sorted(by: { $0.name.range.start < $1.name.range.start }) {
            if let first = members[member.name.name] {
                let note = Diagnostic.Note(
                    message: Self.firstMember(first.name.name), file: file, range: first.name.range)
                error(
                    "duplicate-member", Self.duplicateMember(member.name.name, first: first.role),
                    at: member.name.range, notes: [note])
            } else {
                members[member.name.name] = member
            }
        }
    }

    private mutating func checkState(_ state: StateDecl) -> StateDecl {
        var result = state
        var literals = LiteralChecker(declarations: declarations, file: file)
        defer { diagnostics += literals.diagnostics }
        if let declared = state.declaredType {
            let types = TypeDeclChecker(declarations: declarations)
            guard types.validate(declared, at: state.name.range, file: file, diagnostics: &diagnostics) else {
                return result
            }
            result.initial = literals.check(state.initial, against: declared)
            result.type = declared
        } else if let inferred = LiteralChecker.inferredType(state.initial.kind) {
            result.initial = literals.check(state.initial, against: inferred)
            result.type = inferred
        } else {
            error(
                "missing-state-type", Self.missingStateType(state.name.name, found: state.initial.kind),
                at: state.initial.range)
        }
        return result
    }

    private mutating func checkPreviews(_ previews: [PreviewDecl], of view: ViewDecl) -> [PreviewDecl] {
        var seen: [String: Identifier] = [:]
        let inputs: [String: TypeRef?] = Dictionary(
            (view.props + view.bindings).map { ($0.name.name, Optional($0.type)) }
                + view.state.map { ($0.name.name, $0.type) },
            uniquingKeysWith: { first, _ in first }
        )
        let candidates = (view.props + view.bindings).map(\.name.name) + view.state.map(\.name.name)
        var literals = LiteralChecker(declarations: declarations, file: file)
        defer { diagnostics += literals.diagnostics }
        return previews.map { preview in
            if let first = seen[preview.name.name] {
                let note = Diagnostic.Note(message: Self.firstMember(first.name), file: file, range: first.range)
                error(
                    "duplicate-preview", Self.duplicatePreview(preview.name.name), at: preview.name.range, notes: [note]
                )
            } else {
                seen[preview.name.name] = preview.name
            }
            var result = preview
            var given: [String: Identifier] = [:]
            result.values = preview.values.map { value in
                var checked = value
                if let first = given[value.name.name] {
                    let note = Diagnostic.Note(
                        message: LiteralChecker.firstWritten(first.name), file: file, range: first.range)
                    error(
                        "duplicate-preview-value", Self.duplicatePreviewValue(value.name.name), at: value.name.range,
                        notes: [note])
                    return checked
                }
                given[value.name.name] = value.name
                guard let declared = inputs[value.name.name] else {
                    let suggestion = Suggestion.didYouMean(value.name.name, among: candidates)
                    let message = Self.unknownPreviewValue(
                        value.name.name, view: view.name.name, suggestion: suggestion)
                    error("unknown-preview-value", message, at: value.name.range)
                    return checked
                }
                if let type = declared {
                    checked.value = literals.check(value.value, against: type)
                }
                return checked
            }
            return result
        }
    }

    /// The member or loop variable visible under `name`, innermost first.
    func lookup(_ name: String) -> ViewMember? {
        loopVariables.last(where: { $0.name.name == name }) ?? members[name]
    }

    mutating func error(_ code: String, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.error, code: code, message: message, file: file, range: range, notes: notes))
    }

    mutating func warning(_ code: String, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.warning, code: code, message: message, file: file, range: range, notes: notes))
    }
}
