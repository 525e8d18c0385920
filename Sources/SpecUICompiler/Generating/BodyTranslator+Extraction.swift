extension BodyTranslator {
    /// The call that replaces an extracted subtree: `TodoListViewRow(todo: $todo, todos: $todos)`.
    func call(_ subview: SubviewPlan.Subview) -> SwiftExpr {
        .call(
            SwiftName.checked(subview.name),
            subview.inputs.map { input in
                let name = SwiftName.checked(input.name)
                return SwiftArgument(name, .identifier(input.isBinding ? "$" + name : name))
            }
        )
    }

    /// `private struct <View><Purpose>: View, Equatable` for every subview of the plan, in the plan's order.
    ///
    /// A subview takes what its subtree reads as `let` properties and what it writes as `@Binding var`s, so the
    /// type checker sees small bodies and SwiftUI can skip unchanged parts.
    static func declarations(of plan: SubviewPlan, expressions: ExpressionTranslator) -> [SwiftDecl] {
        plan.subviews.map { subview in
            var inner = BodyTranslator(
                expressions: expressions, plan: plan, scope: SubviewScope(inputs: subview.inputs))
            let body: [SwiftStatement] =
                switch subview.root {
                case .node: subview.nodes.map { inner.unextracted($0) }
                case .rows: inner.block(subview.nodes)
                }
            let values = subview.inputs.filter { !$0.isBinding }
            let bindings = subview.inputs.filter(\.isBinding)
            return ViewStructure(
                modifiers: ["private"],
                name: SwiftName.checked(subview.name),
                values: values.map {
                    SwiftProperty(
                        comments: Self.comparedFieldsComment($0), isMutable: false, name: SwiftName.checked($0.name),
                        type: SwiftName.type($0.type))
                },
                bindings: bindings.map {
                    SwiftProperty(
                        attributes: [.identifier("Binding")],
                        isMutable: true,
                        name: SwiftName.checked($0.name),
                        type: SwiftName.type($0.type)
                    )
                },
                body: body,
                comparedFields: Dictionary(
                    values.map { (SwiftName.checked($0.name), $0.comparedFields) },
                    uniquingKeysWith: { first, _ in first })
            ).declaration
        }
    }

    /// For a value `==` compares by the fields this view reads, instead of whole.
    static func comparedFieldsComment(_ input: SubviewPlan.Input) -> [String] {
        input.comparedFields.isEmpty ? [] : ["`==` compares only the parts of it this view reads."]
    }
}
