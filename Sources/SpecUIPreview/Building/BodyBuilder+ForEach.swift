import SpecUI
import SpecUICompiler

/// One element of a `ForEach`: its id, its value and, for `ForEach: $todos`, a binding to it.
struct ForEachRow {
    let id: Value
    let element: Value
    let binding: Binding<Value>?
}

extension BodyBuilder {
    /// `ForEach(todos, id: \.id) { todo in ... }` or `ForEach($todos) { $todo in ... }`: one row per element,
    /// identified by its id, with the loop variable bound in the row's scope.
    func forEach(_ node: ForEachNode, of outer: SpecUICompiler.ViewNode) throws(RuntimeError) -> any View {
        var rows: [ForEachRow] = []
        if node.isBinding {
            // Each row's binding finds its element by id, as the runtime's `ForEach($todos)` does.
            let collection = try evaluator.binding(node.collection)[dynamicMember: \Value.arrayElements]
            let identity = node.identity
            let idOf: (Value) -> Value = { Self.id(of: $0, identity) }
            for (index, element) in collection.wrappedValue.enumerated() {
                let id = idOf(element)
                let binding = collection.element(withID: id, at: index, idOf: idOf)
                rows.append(ForEachRow(id: id, element: element, binding: binding))
            }
        } else {
            for element in try evaluator.evaluate(node.collection).elements ?? [] {
                rows.append(ForEachRow(id: Self.id(of: element, node.identity), element: element, binding: nil))
            }
        }
        let builder = self
        let variable = node.variable.name
        let content = node.content
        let rowView = plan.rows(of: outer)
        return ForEach(rows, id: \.id) { row in
            let slot: RuntimeScope.Slot = row.binding.map { .binding($0) } ?? .value(row.element)
            let rowBuilder = builder.with(builder.scope.adding(variable, slot))
            guard let rowView else { return AnyView(rowBuilder.block(content)) }
            return AnyView(rowBuilder.extracted(rowView))
        }
        .named(context.log.locating(Self.spelling(node), in: path, at: outer.range))
        .sections(makesSections(content))
    }

    /// Whether `nodes` make one section, as the compiled view's type says of its element views: a `Section`, an
    /// `if` without `else` whose nodes make one, an `if` or a `switch` each of whose branches makes one, or a view
    /// of the unit whose body makes one. A `List` then takes each element's header and rows as rows of its own.
    private func makesSections(_ nodes: [SpecUICompiler.ViewNode], through views: Set<String> = []) -> Bool {
        guard nodes.count == 1 else { return false }
        switch nodes[0].kind {
        case .section:
            return true
        case .ifElse(let node):
            // Generated as `if` alone (an optional section) or with its `else` (either of two, both sections).
            return ([node.then] + (node.otherwise.map { [$0] } ?? [])).allSatisfy { makesSections($0, through: views) }
        case .switchOver(let node):
            let branches = node.cases.map(\.body) + (node.defaultBody.map { [$0] } ?? [])
            return branches.allSatisfy { makesSections($0, through: views) }
        case .component(let name, _):
            guard !views.contains(name.name), let declaration = context.unit.view(named: name.name) else {
                return false
            }
            return makesSections(declaration.body, through: views.union([name.name]))
        default:
            return false
        }
    }

    /// The `ForEach` a spec wrote, as Swift would write it with its id key path (`ForEach($todos, id: \.id)`),
    /// to name it in messages where the compiled view names its type: the interpreter's element and id types are
    /// its own.
    static func spelling(_ node: ForEachNode) -> String {
        let key =
            switch node.identity {
            case .implicit: "id"
            case .field(let field): field.name
            case .element: "self"
            }
        return "ForEach(\(node.isBinding ? "$" : "")\(node.collection.spelling), id: \\.\(key))"
    }

    private static func id(of element: Value, _ identity: ForEachNode.Identity) -> Value {
        switch identity {
        case .implicit: element.field("id") ?? .null
        case .field(let field): element.field(field.name) ?? .null
        case .element: element
        }
    }
}
