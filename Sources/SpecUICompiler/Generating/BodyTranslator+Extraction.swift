extension BodyTranslator {
    /// Moves a subtree into `private struct <View><Purpose>: View, Equatable` and returns the call that replaces it.
    ///
    /// The subview takes what the subtree reads as `let` properties and what it writes as `@Binding var`s,
    /// in order of first use, so the type checker sees small bodies and SwiftUI can skip unchanged parts.
    mutating func extract(_ nodes: [ViewNode], purpose: String) -> SwiftExpr {
        let name = subviewName(purpose)
        let free = FreeNames(nodes)
        var values: [(name: String, type: TypeRef)] = []
        var bindings: [(name: String, type: TypeRef)] = []
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
        var innerScope = GeneratorScope()
        for value in values {
            innerScope.declare(value.name, .value, type: value.type)
        }
        for binding in bindings {
            innerScope.declare(binding.name, .binding, type: binding.type)
        }

        var inner = BodyTranslator(expressions: expressions, viewName: viewName, scope: innerScope)
        inner.purposeCounts = purposeCounts
        let body = inner.block(nodes)
        purposeCounts = inner.purposeCounts

        let structure = ViewStructure(
            modifiers: ["private"],
            name: name,
            values: values.map { SwiftProperty(isMutable: false, name: $0.name, type: SwiftName.type($0.type)) },
            bindings: bindings.map {
                SwiftProperty(
                    attributes: [.identifier("Binding")],
                    isMutable: true,
                    name: $0.name,
                    type: SwiftName.type($0.type)
                )
            },
            body: body,
            comparedBindings: Set(bindings.map(\.name).filter(free.readByBody.contains))
        )
        extracted.append(structure.declaration)
        extracted += inner.extracted
        let arguments =
            values.map { SwiftArgument($0.name, .identifier($0.name)) }
            + bindings.map { SwiftArgument($0.name, .identifier("$" + $0.name)) }
        return .call(name, arguments)
    }

    /// What an extracted subtree is, for its subview's name.
    static func purpose(of node: ViewNode) -> String {
        switch node.kind {
        case .forEach: "Rows"
        case .list: "List"
        case .section: "Section"
        case .group: "Group"
        default: "Stack"
        }
    }

    /// `TodoListViewRow`, `TodoListViewSection2`: stable, numbered in the order subtrees are found.
    private mutating func subviewName(_ purpose: String) -> String {
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
