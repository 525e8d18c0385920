/// Lowers one view declaration to its struct, the subviews extracted from its body, and its previews.
struct ViewTranslator {
    let expressions: ExpressionTranslator
    let view: ViewDecl

    var declarations: [SwiftDecl] {
        let name = SwiftName.checked(view.name.name)
        let plan = SubviewPlan(view: view, takenNames: Set(expressions.unit.views.keys))
        var body = BodyTranslator(expressions: expressions, plan: plan, scope: SubviewScope(view: view))
        let statements = body.block(view.body)
        var structure = ViewStructure(name: name, body: statements)
        structure.values = view.props.map {
            SwiftProperty(isMutable: false, name: SwiftName.checked($0.name.name), type: SwiftName.type($0.type))
        }
        structure.bindings = view.bindings.map {
            SwiftProperty(
                attributes: [.identifier("Binding")],
                isMutable: true,
                name: SwiftName.checked($0.name.name),
                type: SwiftName.type($0.type)
            )
        }
        structure.owned = view.state.map(stateProperty) + view.environment.map(environmentProperty)
        structure.initializer = initializer
        return [structure.declaration] + BodyTranslator.declarations(of: plan, expressions: expressions) + [
            PreviewTranslator(expressions: expressions, view: view).declaration
        ]
    }

    /// State that a preview sets is passed to the initializer; its declaration then has no initial value.
    private var stateSetByPreviews: Set<String> {
        let stateNames = Set(view.state.map(\.name.name))
        return Set(view.previews.flatMap(\.values).map(\.name.name).filter(stateNames.contains))
    }

    /// `@State private var count = 0`, or `@State private var todos: [Todo] = [...]` when Swift would infer another type.
    private func stateProperty(_ state: StateDecl) -> SwiftProperty {
        let name = SwiftName.checked(state.name.name)
        guard let type = state.type ?? state.declaredType else {
            preconditionFailure("the checker left the type of state '\(name)' unknown")
        }
        let attributes: [SwiftExpr] = [.identifier("State")]
        if stateSetByPreviews.contains(name) {
            return SwiftProperty(
                attributes: attributes,
                modifiers: ["private"],
                isMutable: true,
                name: name,
                type: SwiftName.type(type)
            )
        }
        return SwiftProperty(
            attributes: attributes,
            modifiers: ["private"],
            isMutable: true,
            name: name,
            type: Self.isInferred(state.initial, as: type) ? nil : SwiftName.type(type),
            initial: expressions.translate(state.initial)
        )
    }

    /// Whether Swift infers `type` from the literal alone: `0` is Int, `0.5` Double, `false` Bool, `"x"` String.
    private static func isInferred(_ literal: Literal, as type: TypeRef) -> Bool {
        switch (literal.kind, type) {
        case (.integer, .int), (.double, .double), (.boolean, .bool), (.string, .string): true
        default: false
        }
    }

    /// `@Environment(\.layoutDirection) private var layoutDirection`.
    private func environmentProperty(_ environment: EnvironmentDecl) -> SwiftProperty {
        SwiftProperty(
            attributes: [.call("Environment", [SwiftArgument(nil, .keyPath([environment.key.rawValue]))])],
            modifiers: ["private"],
            isMutable: true,
            name: environment.key.rawValue,
            type: nil
        )
    }

    /// An explicit initializer when the memberwise one would be private (inputs beside private state) or when
    /// previews set state.
    private var initializer: SwiftFunction? {
        let hasInputs = !view.props.isEmpty || !view.bindings.isEmpty
        let hasPrivate = !view.state.isEmpty || !view.environment.isEmpty
        let previewState = view.state.filter { stateSetByPreviews.contains($0.name.name) }
        guard (hasInputs && hasPrivate) || !previewState.isEmpty else { return nil }
        var parameters: [SwiftFunction.Parameter] = []
        var body: [SwiftStatement] = []
        for prop in view.props {
            let name = SwiftName.checked(prop.name.name)
            parameters.append(.init(name: name, type: SwiftName.type(prop.type)))
            body.append(.assignment(.member(.identifier("self"), name), "=", .identifier(name)))
        }
        for binding in view.bindings {
            let name = SwiftName.checked(binding.name.name)
            parameters.append(.init(name: name, type: "Binding<\(SwiftName.type(binding.type))>"))
            body.append(.assignment(.identifier("_" + name), "=", .identifier(name)))
        }
        for state in previewState {
            let name = SwiftName.checked(state.name.name)
            let type = SwiftName.type(state.type ?? state.declaredType!)
            parameters.append(.init(name: name, type: type, defaultValue: expressions.translate(state.initial)))
            body.append(
                .assignment(
                    .identifier("_" + name),
                    "=",
                    .call("State", [SwiftArgument("initialValue", .identifier(name))])
                )
            )
        }
        return SwiftFunction(name: "init", isInitializer: true, parameters: parameters, body: body)
    }
}
