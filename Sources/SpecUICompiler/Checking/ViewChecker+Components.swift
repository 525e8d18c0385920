import SpecUIText

extension ViewChecker {
    /// The views the language provides, for did-you-mean on an unknown view.
    static let builtinViews = [
        "Text", "Button", "VStack", "HStack", "ZStack", "List", "Group", "Section", "ForEach", "Toggle", "TextField",
        "Stepper", "ProgressView", "Image", "Spacer", "Divider", "EmptyView",
    ]

    static func unknownView(_ name: String, suggestion: String) -> String { "unknown view '\(name)'\(suggestion)" }

    static func unknownArgument(_ label: String, view: String, suggestion: String) -> String {
        "view '\(view)' has no prop or binding '\(label)'\(suggestion)"
    }

    static func duplicateArgument(_ label: String) -> String { "argument '\(label)' is given twice" }

    static func missingArgument(_ label: String, role: ViewMember.Role, view: String) -> String {
        "missing \(role.rawValue) '\(label)' for view '\(view)'"
    }

    static func expectedBinding(_ label: String, view: String) -> String {
        "binding '\(label)' of view '\(view)' needs a binding such as '$\(label)'"
    }

    static func templateForNonString(_ label: String, type: TypeRef) -> String {
        "prop '\(label)' has type '\(type)', but a text template gives a String"
    }

    /// Reports the argument errors decoding found in the uses of views that the unit declares, and an unknown view
    /// for each left-out use of a name it does not (a use still in the body is reported by `checkComponent`).
    mutating func reportUnresolvedComponentUses(_ uses: [UnresolvedComponentUse]) {
        for use in uses {
            if declarations.views[use.name.name] != nil || declarations.rejectedViewNames.contains(use.name.name) {
                diagnostics += use.diagnostics
            } else if use.isLeftOut {
                error("unknown-view", unknownViewMessage(use.name.name), at: use.name.range)
            }
        }
    }

    private func unknownViewMessage(_ name: String) -> String {
        let candidates = Self.builtinViews + declarations.views.keys.sorted()
        let typo = Suggestion.didYouMean(name, among: candidates)
        return Self.unknownView(name, suggestion: typo.isEmpty ? Self.otherViews[name].map { "; " + $0 } ?? "" : typo)
    }

    /// What the language writes for a SwiftUI view it does not have, which no edit distance finds.
    static let otherViews: [String: String] = [
        "ScrollView": "a 'List' scrolls its rows", "LazyVStack": "did you mean 'VStack'?",
        "LazyHStack": "did you mean 'HStack'?", "Form": "a 'List' of 'Section's reads like a form",
        "SecureField": "did you mean 'TextField'?", "TextEditor": "did you mean 'TextField'?",
        "Label": "write an 'HStack' of an 'Image' and a 'Text'", "Slider": "did you mean 'Stepper'?",
        "Color": "colors are modifier values: 'background: blue', 'foregroundColor: red'",
        "Rectangle": "colors are modifier values: 'background: blue' on the view to fill",
    ]

    /// Checks the arguments passed to a view of the unit against its props and bindings.
    mutating func checkComponent(
        _ name: Identifier,
        arguments: [ComponentArgument],
        at range: SourceRange
    ) -> [ComponentArgument] {
        guard let target = declarations.views[name.name] else {
            if declarations.rejectedViewNames.contains(name.name) { return arguments }
            error("unknown-view", unknownViewMessage(name.name), at: name.range)
            return arguments
        }
        let parameters =
            target.props.map { ($0, ViewMember.Role.prop) } + target.bindings.map { ($0, ViewMember.Role.binding) }
        // Keyed by the label's bytes: Swift matches a label scalar by scalar, not up to canonical equivalence.
        var given: [[UInt8]: Identifier] = [:]
        // A misspelled argument is reported with its suggestion; the parameter it names is not also missing.
        var suggested: Set<String> = []
        let checked = arguments.map { argument -> ComponentArgument in
            let label = argument.label.name
            if let first = given[Array(label.utf8)] {
                let note = Diagnostic.Note(
                    message: LiteralChecker.firstWritten(first.name), file: file, range: first.range)
                error(
                    "duplicate-argument", Self.duplicateArgument(label), at: argument.label.range,
                    notes: [note])
                return argument
            }
            given[Array(label.utf8)] = argument.label
            guard let (parameter, role) = parameters.first(where: { $0.0.name.name.hasSameScalars(as: label) }) else {
                // A parameter whose declaration was rejected is reported there, not at every argument for it.
                if target.rejectedMembers.contains(where: { $0.name.name.hasSameScalars(as: label) }) {
                    return argument
                }
                let names = parameters.map(\.0.name.name)
                // A label equivalent to a parameter's but written with other scalars names that parameter.
                if let match = names.first(where: { $0 == label }) ?? Suggestion.closest(to: label, among: names) {
                    suggested.insert(match)
                }
                let suggestion =
                    ExpressionChecker.equivalentSpelling(label, among: names)
                    ?? Suggestion.didYouMean(label, among: names)
                let message = Self.unknownArgument(label, view: name.name, suggestion: suggestion)
                error("unknown-argument", message, at: argument.label.range)
                return argument
            }
            var result = argument
            result.value = checkArgument(argument, parameter: parameter, role: role, view: name.name)
            return result
        }
        for (parameter, role) in parameters
        where given[Array(parameter.name.name.utf8)] == nil && !suggested.contains(parameter.name.name) {
            error("missing-argument", Self.missingArgument(parameter.name.name, role: role, view: name.name), at: range)
        }
        return checked
    }

    private mutating func checkArgument(
        _ argument: ComponentArgument,
        parameter: PropertyDecl,
        role: ViewMember.Role,
        view: String
    ) -> ComponentArgument.Value {
        let isTemplate = role == .prop && parameter.type == .string
        var value = argument.value
        if case .unresolved(let scalar) = value {
            if isTemplate {
                guard let template = parsedTemplate(scalar) else { return value }
                value = .template(template)
            } else {
                guard let expression = parsedExpression(scalar) else { return value }
                value = .expression(expression)
            }
        }
        // A parameter whose type is unknown is reported at its declaration: the argument is checked on its own,
        // not against the type, so that one mistake is one diagnostic.
        var unknownTypeErrors: [Diagnostic] = []
        let expected: TypeRef? =
            TypeDeclChecker(declarations: declarations).validate(
                parameter.type, at: parameter.typeRange, file: file, diagnostics: &unknownTypeErrors)
            ? parameter.type : nil
        switch (value, role) {
        case (.expression(let expression), .prop) where expected == nil:
            guard !ExpressionChecker.needsContext(expression) else { return value }
            return .expression(typed(expression, expected: nil))
        case (.template(let template), .prop) where isTemplate:
            return .template(typed(template))
        case (.template, _):
            error(
                "argument-type-mismatch", Self.templateForNonString(parameter.name.name, type: parameter.type),
                at: argument.label.range)
        case (.expression(let expression), .prop):
            return .expression(typed(expression, expected: parameter.type))
        case (.expression(let expression), _):
            guard case .binding = expression.kind else {
                error("expected-binding", Self.expectedBinding(parameter.name.name, view: view), at: expression.range)
                return value
            }
            return .expression(typedBinding(expression, of: expected))
        case (.unresolved, _), (.invalid, _):
            break
        }
        return value
    }
}
