/// Which subtrees of one view's body become subviews of their own, what they are called and what they take.
///
/// Deep or large subtrees (see `SubviewBudget`), and the rows of a `ForEach` whose rows hold containers, become
/// `<View><Purpose>` subviews: compiled code declares them as private structs and the interpreter runs them
/// as views of the same name, so both evaluate the same bodies and count them alike.
///
/// ```swift
/// let plan = SubviewPlan(view: todoList, unit: unit)
/// plan.rows(of: forEachNode)?.name  // "TodoListViewRow"
/// ```
package struct SubviewPlan: Hashable, Sendable {
    /// A value a subview receives: a `let` or, for what its subtree writes, a binding.
    package struct Input: Hashable, Sendable {
        package var name: String
        package var type: TypeRef
        /// Whether it is a binding, which `==` does not compare: a body reading it depends on what it points at.
        package var isBinding: Bool
        /// For a value the subtree uses only through fields of its record (`folder.id`), those chains of fields,
        /// which `==` compares instead of the whole value: a row reading `folder.id` does not run again when
        /// another part of `folder` changes. Empty when the value is compared whole, as it is when every field is
        /// read whole.
        package var comparedFields: [[String]] = []
    }

    /// One extracted subtree.
    package struct Subview: Hashable, Sendable {
        package enum Root: Hashable, Sendable {
            /// The node itself, with its modifiers, is the subview's body.
            case node
            /// The content of a `ForEach` is the body, once per row.
            case rows
        }

        package var name: String
        package var root: Root
        /// The subtree: one node for `.node`, the `ForEach`'s content for `.rows`.
        package var nodes: [ViewNode]
        /// The `let` values, then the bindings, each in order of first use.
        package var inputs: [Input]
    }

    /// Every subview, in the order the body finds them (an outer one before those inside it).
    package private(set) var subviews: [Subview] = []
    private var nodeSubviews: [SourceRange: Int] = [:]
    private var rowSubviews: [SourceRange: Int] = [:]

    /// The plan for `view`; subview names skip every name the unit declares at file scope.
    package init(view: ViewDecl, unit: CheckedUnit, options: SubviewPlanner.Options = .init()) {
        self.init(view: view, takenNames: FileScopeNames(unit), records: unit.types.records, options: options)
    }

    /// The plan for `view`, whose unit declares the records `records`; subview names skip `takenNames`.
    package init(
        view: ViewDecl, takenNames: FileScopeNames, records: [String: [FieldDecl]],
        options: SubviewPlanner.Options = .init()
    ) {
        var planner = SubviewPlanner(
            viewName: view.name.name, takenNames: takenNames.forSubviews(of: view), records: records, options: options,
            scope: SubviewScope(view: view))
        planner.body(view.body)
        for found in planner.found {
            let index = subviews.count
            subviews.append(found.subview)
            switch found.subview.root {
            case .node: nodeSubviews[found.key] = index
            case .rows: rowSubviews[found.key] = index
            }
        }
    }

    /// The nodes of a builder block, each run of them that is extracted (see `SubviewBudget.runs(of:)`) folded
    /// into the `Group` its subview replaces.
    package func block(_ nodes: [ViewNode]) -> [ViewNode] {
        guard nodes.count > SubviewBudget.longestBlock, !nodeSubviews.isEmpty else { return nodes }
        return Self.folding(nodes) { nodeSubviews[$0] != nil }
    }

    /// `nodes` with each run whose `Group` is `extracted` folded into it.
    static func folding(_ nodes: [ViewNode], extracted: (SourceRange) -> Bool) -> [ViewNode] {
        let runs = SubviewBudget.runs(of: nodes)
        guard !runs.isEmpty else { return nodes }
        var folded: [ViewNode] = []
        // Only an extracted run is made into its `Group`: a body's block is folded at every evaluation.
        for run in runs {
            if extracted(SubviewBudget.key(of: nodes[run])) {
                folded.append(SubviewBudget.group(of: nodes[run]))
            } else {
                folded += nodes[run]
            }
        }
        return folded
    }

    /// The subview that replaces `node` (with its modifiers) where it is written, if it is extracted.
    package func subview(replacing node: ViewNode) -> Subview? {
        nodeSubviews[node.range].map { subviews[$0] }
    }

    /// The subview each row of `node`, a `ForEach`, becomes, if its rows are extracted.
    package func rows(of node: ViewNode) -> Subview? {
        rowSubviews[node.range].map { subviews[$0] }
    }
}
