/// Lowers one view declaration to its struct, the subviews extracted from its body, and its previews.
struct ViewTranslator {
    let expressions: ExpressionTranslator
    let view: ViewDecl
    /// What the unit declares at file scope, which subview names skip.
    let fileScopeNames: FileScopeNames
    /// How the body is split into subviews.
    let options: SubviewPlanner.Options

    var declarations: [SwiftDecl] {
        let name = SwiftName.checked(view.name.name)
        let plan = SubviewPlan(
            view: view, takenNames: fileScopeNames, records: expressions.unit.records, options: options)
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
        let setByPreviews = stateSetByPreviews
        structure.owned =
            view.state.map { stateProperty($0, setByPreviews: setByPreviews) }
            + view.environment.map(environmentProperty)
        let previewState = view.state.filter { setByPreviews.contains($0.name.name) }
        let hasInputs = !view.props.isEmpty || !view.bindings.isEmpty
        let hasPrivate = !view.state.isEmpty || !view.environment.isEmpty
        structure.needsInitializer = (hasInputs && hasPrivate) || !previewState.isEmpty
        structure.extraParameters = previewState.map(previewStateParameter)
        structure.extraAssignments = previewState.map(previewStateAssignment)
        return [structure.declaration] + BodyTranslator.declarations(of: plan, expressions: expressions) + [
            PreviewTranslator(expressions: expressions, view: view).declaration
        ]
    }

    /// State that a preview sets is passed to the initializer; its declaration then has no initial value.
    private var stateSetByPreviews: Set<String> {
        let stateNames = Set(view.state.map(\.name.name))
        return Set(view.previews.flatMap(\.values).map(\.name.name).filter(stateNames.contains))
    }

    /// `@State private var count = 0`, or `@State private var todos: [Todo] = [...]` when Swift would infer another type;
    /// state a preview sets (`setByPreviews`) has no initial value.
    private func stateProperty(_ state: StateDecl, setByPreviews: Set<String>) -> SwiftProperty {
        let name = SwiftName.checked(state.name.name)
        guard let type = state.type ?? state.declaredType else {
            preconditionFailure("the checker left the type of state '\(name)' unknown")
        }
        let attributes: [SwiftExpr] = [.identifier("State")]
        if setByPreviews.contains(name) {
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

    /// Whether Swift infers `type` from the literal alone: `0` is Int, `0.5` Double, `false` Bool, `"x"` String,
    /// `Point(x: 0, y: 0)` the record it constructs.
    private static func isInferred(_ literal: Literal, as type: TypeRef) -> Bool {
        switch (literal.kind, type) {
        case (.integer, .int), (.double, .double), (.boolean, .bool), (.string, .string), (.record, .named): true
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

    /// `todos: [Todo] = [...]`: state a preview sets is an initializer parameter, its initial value the default.
    private func previewStateParameter(_ state: StateDecl) -> SwiftFunction.Parameter {
        let name = SwiftName.checked(state.name.name)
        guard let type = state.type ?? state.declaredType else {
            preconditionFailure("the checker left the type of state '\(name)' unknown")
        }
        return .init(name: name, type: SwiftName.type(type), defaultValue: expressions.translate(state.initial))
    }

    /// `_todos = State(initialValue: todos)`.
    private func previewStateAssignment(_ state: StateDecl) -> SwiftStatement {
        let name = SwiftName.checked(state.name.name)
        return .assignment(
            .identifier("_" + name), "=", .call("State", [SwiftArgument("initialValue", .identifier(name))])
        )
    }
}
