/// Walks a body the way its builder code nests, extracting into subviews what its `SubviewBudget` gives up and
/// the rows of a `ForEach` whose rows hold containers; each subview is then planned as a body of its own.
package struct SubviewPlanner {
    /// How bodies are split.
    package struct Options: Hashable, Sendable {
        /// Whether deep or large subtrees and `ForEach` rows with containers become subviews; without, every body
        /// is written whole (what the type-check benchmark measures extraction against).
        package var extractsSubviews: Bool

        package init(extractsSubviews: Bool = true) {
            self.extractsSubviews = extractsSubviews
        }
    }

    let viewName: String
    let takenNames: FileScopeNames
    /// The unit's records, whose fields say whether a value is read only in part.
    let records: [String: [FieldDecl]]
    let options: Options
    var scope: SubviewScope
    /// The containers of the body being planned that become subviews.
    private var extracted: Set<SourceRange> = []
    /// Subviews found so far, keyed by the range of the node they replace or whose rows they are.
    var found: [(key: SourceRange, subview: SubviewPlan.Subview)] = []
    var purposeCounts: [String: Int] = [:]

    init(
        viewName: String, takenNames: FileScopeNames, records: [String: [FieldDecl]], options: Options,
        scope: SubviewScope
    ) {
        self.viewName = viewName
        self.takenNames = takenNames
        self.records = records
        self.options = options
        self.scope = scope
    }

    /// Plans a body made of a builder block.
    mutating func body(_ nodes: [ViewNode]) {
        extracted = options.extractsSubviews ? SubviewBudget(block: nodes).extracted : []
        block(nodes)
    }

    private mutating func block(_ nodes: [ViewNode]) {
        for node in SubviewPlan.folding(nodes, extracted: extracted.contains) {
            statement(node)
        }
    }

    private mutating func statement(_ node: ViewNode) {
        if extracted.contains(node.range) {
            extract([node], key: node.range, root: .node, purpose: Self.purpose(of: node))
            return
        }
        switch node.kind {
        case .forEach(let forEach):
            self.forEach(forEach, of: node)
        default:
            block(node.children)
        }
    }

    private mutating func forEach(_ forEach: ForEachNode, of node: ViewNode) {
        let variable = forEach.variable.name
        guard let elementType = forEach.elementType ?? scope.elementType(of: forEach.collection) else {
            preconditionFailure("the checker left the element type of ForEach '\(variable)' unknown")
        }
        let saved = scope
        scope.declare(variable, forEach.isBinding ? .binding : .value, type: elementType)
        // A row with containers becomes its own view, so a change to one element re-evaluates only that row.
        if options.extractsSubviews && Self.extractsRows(node) {
            extract(forEach.content, key: node.range, root: .rows, purpose: "Row")
        } else {
            block(forEach.content)
        }
        scope = saved
    }

    /// Records `nodes` as a subview taking what they read as values and what they write as bindings, then plans
    /// inside it as a body of its own.
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
                bindings.append(.init(name: variable, type: entry.type, isBinding: true))
            } else {
                values.append(
                    .init(
                        name: variable, type: entry.type, isBinding: false,
                        comparedFields: comparedFields(of: variable, type: entry.type, uses: free)))
            }
        }
        let subview = SubviewPlan.Subview(name: name, root: root, nodes: nodes, inputs: values + bindings)
        found.append((key, subview))

        var inner = SubviewPlanner(
            viewName: viewName, takenNames: takenNames, records: records, options: options,
            scope: SubviewScope(inputs: subview.inputs))
        inner.purposeCounts = purposeCounts
        switch root {
        case .node:
            // The node is the subview's body: its own content is planned, not the node again.
            precondition(nodes.count == 1, "a node subview holds one node")
            inner.extracted = SubviewBudget(inside: nodes[0]).extracted
            inner.inside(nodes[0])
        case .rows:
            inner.body(nodes)
        }
        purposeCounts = inner.purposeCounts
        found += inner.found
    }

    /// Plans what `node` holds as the top of a body, without extracting `node` itself.
    private mutating func inside(_ node: ViewNode) {
        switch node.kind {
        case .forEach(let forEach): self.forEach(forEach, of: node)
        default: block(node.children)
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

    /// The chains of fields of `variable`, a record value, that `==` compares instead of the whole value: those the
    /// subtree reads, when it reads it only through fields and leaves some field unread; otherwise none.
    private func comparedFields(of variable: String, type: TypeRef, uses: FreeNames) -> [[String]] {
        guard case .named(let record) = type, !uses.usedWhole.contains(variable),
            let paths = uses.fieldPaths[variable], let fields = records.value(spelledExactly: record)
        else { return [] }
        let readWhole = Set(paths.filter { $0.count == 1 }.map { $0[0] })
        return fields.allSatisfy({ readWhole.contains($0.name.name) }) ? [] : paths
    }
}
