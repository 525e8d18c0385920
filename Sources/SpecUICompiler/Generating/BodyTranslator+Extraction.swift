extension BodyTranslator {
    /// Moves a subtree into `private struct <View><Purpose>: View, Equatable` and returns the call that replaces it.
    ///
    /// The subview takes what the subtree reads as `let` properties and what it writes as `@Binding var`s,
    /// in order of first use, so the type checker sees small bodies and SwiftUI can skip unchanged parts.
    mutating func extract(_ node: ViewNode, parent: ViewNode?) -> SwiftExpr {
        let name = subviewName(for: node, parent: parent)
        let free = FreeNames([node])
        var values: [(name: String, type: String)] = []
        var bindings: [(name: String, type: String)] = []
        for variable in free.order {
            guard let entry = scope[variable] else {
                preconditionFailure("the checker let through '\(variable)', which names nothing in '\(viewName)'")
            }
            if free.written.contains(variable) && entry.kind != .value {
                bindings.append((variable, entry.type))
            } else {
                values.append((variable, entry.type))
            }
        }
        var innerScope = Scope()
        values.forEach { innerScope.declare($0.name, .value, type: $0.type) }
        bindings.forEach { innerScope.declare($0.name, .binding, type: $0.type) }

        var inner = BodyTranslator(expressions: expressions, viewName: viewName, scope: innerScope)
        inner.purposeCounts = purposeCounts
        let body = inner.block([node])
        purposeCounts = inner.purposeCounts

        let structure = ViewStructure(
            modifiers: ["private"],
            name: name,
            values: values.map { SwiftProperty(isMutable: false, name: $0.name, type: $0.type) },
            bindings: bindings.map {
                SwiftProperty(attributes: [.identifier("Binding")], isMutable: true, name: $0.name, type: $0.type)
            },
            body: body
        )
        extracted.append(structure.declaration)
        extracted += inner.extracted
        let arguments =
            values.map { SwiftArgument($0.name, .identifier($0.name)) }
            + bindings.map { SwiftArgument($0.name, .identifier("$" + $0.name)) }
        return .call(name, arguments)
    }

    /// `TodoListViewRows`, `TodoListViewRow`, `TodoListViewSection2`: stable, in the order subtrees are found.
    private mutating func subviewName(for node: ViewNode, parent: ViewNode?) -> String {
        let purpose: String
        if case .forEach? = parent?.kind {
            purpose = "Row"
        } else {
            switch node.kind {
            case .forEach: purpose = "Rows"
            case .list: purpose = "List"
            case .section: purpose = "Section"
            case .group: purpose = "Group"
            case .button: purpose = "Button"
            default: purpose = "Stack"
            }
        }
        while true {
            purposeCounts[purpose, default: 0] += 1
            let count = purposeCounts[purpose]!
            let name = viewName + purpose + (count == 1 ? "" : String(count))
            if expressions.unit.views[name] == nil {
                return name
            }
        }
    }
}
