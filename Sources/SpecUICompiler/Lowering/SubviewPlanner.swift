/// Walks a body the way its builder code nests, deciding which subtrees are extracted into subviews.
struct SubviewPlanner {
    /// Containers nested deeper than this inside one body are extracted into a subview.
    static let maximumNesting = 2
    /// A subtree with more nodes than this (below the top of a body) is extracted into a subview.
    static let maximumNodes = 40

    let viewName: String
    let takenNames: Set<String>
    var scope: SubviewScope
    /// Subviews found so far, keyed by the range of the node they replace or whose rows they are.
    var found: [(key: SourceRange, subview: SubviewPlan.Subview)] = []
    var purposeCounts: [String: Int] = [:]

    /// Plans the nodes of a builder block nested `depth` containers deep.
    mutating func block(_ nodes: [ViewNode], depth: Int) {
        for node in nodes {
            statement(node, depth: depth)
        }
    }

    private mutating func statement(_ node: ViewNode, depth: Int) {
        if node.isContainer, !Self.extractsRows(node),
            depth >= Self.maximumNesting || (depth > 0 && node.nodeCount > Self.maximumNodes)
        {
            extract([node], key: node.range, root: .node, purpose: Self.purpose(of: node))
            return
        }
        switch node.kind {
        case .ifElse(let ifNode):
            block(ifNode.then, depth: depth)
            ifNode.otherwise.map { block($0, depth: depth) }
        case .switchOver(let switchNode):
            for switchCase in switchNode.cases {
                block(switchCase.body, depth: depth)
            }
            switchNode.defaultBody.map { block($0, depth: depth) }
        case .forEach(let forEach):
            self.forEach(forEach, of: node, depth: depth)
        case .button(.label(let label), _):
            block(label, depth: depth + 1)
        default:
            block(node.children, depth: depth + 1)
        }
    }

    private mutating func forEach(_ forEach: ForEachNode, of node: ViewNode, depth: Int) {
        let variable = forEach.variable.name
        guard let elementType = forEach.elementType ?? scope.elementType(of: forEach.collection) else {
            preconditionFailure("the checker left the element type of ForEach '\(variable)' unknown")
        }
        let saved = scope
        scope.declare(variable, forEach.isBinding ? .binding : .value, type: elementType)
        // A row with containers becomes its own view, so a change to one element re-evaluates only that row.
        if Self.extractsRows(node) {
            extract(forEach.content, key: node.range, root: .rows, purpose: "Row")
        } else {
            block(forEach.content, depth: depth + 1)
        }
        scope = saved
    }

    /// Records `nodes` as a subview taking what they read as values and what they write as bindings, then plans
    /// inside it, its top starting again at depth 0.
    private mutating func extract(
        _ nodes: [ViewNode], key: SourceRange, root: SubviewPlan.Subview.Root, purpose: String
    ) {
        let name = subviewName(purpose)
        let free = FreeNames(nodes)
        var values: [SubviewPlan.Input] = []
        var bindings: [SubviewPlan.Input] = []
        for variable in free.order {
            guard let entry = scope[variable] else {
                preconditionFailure("the checker let through '\(variable)', which names nothing in '\(viewName)'")
            }
            if free.written.contains(variable) && entry.kind != .value {
                bindings.append(
                    .init(
                        name: variable, type: entry.type, isBinding: true,
                        isCompared: free.readByBody.contains(variable)))
            } else {
                values.append(.init(name: variable, type: entry.type, isBinding: false, isCompared: true))
            }
        }
        let subview = SubviewPlan.Subview(name: name, root: root, nodes: nodes, inputs: values + bindings)
        found.append((key, subview))

        var inner = SubviewPlanner(
            viewName: viewName, takenNames: takenNames, scope: SubviewScope(inputs: subview.inputs))
        inner.purposeCounts = purposeCounts
        switch root {
        case .node:
            // The node is the subview's body: its own content is planned, not the node again.
            precondition(nodes.count == 1, "a node subview holds one node")
            inner.inside(nodes[0])
        case .rows:
            inner.block(nodes, depth: 0)
        }
        purposeCounts = inner.purposeCounts
        found += inner.found
    }

    /// Plans what `node` holds as the top of a body, without extracting `node` itself.
    private mutating func inside(_ node: ViewNode) {
        switch node.kind {
        case .forEach(let forEach): self.forEach(forEach, of: node, depth: 0)
        default: block(node.children, depth: 1)
        }
    }

    /// Whether a `ForEach`'s rows are extracted into a row view (then the `ForEach` itself stays shallow).
    static func extractsRows(_ node: ViewNode) -> Bool {
        guard case .forEach(let forEach) = node.kind else { return false }
        return forEach.content.contains { $0.holdsContainer }
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
            if !takenNames.contains(name) {
                return name
            }
        }
    }
}
