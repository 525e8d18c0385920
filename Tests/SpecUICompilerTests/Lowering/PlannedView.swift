import SpecUICompiler
import Testing

/// A view's `SubviewPlan` and what each of its bodies keeps inline, as the generated code writes them.
struct PlannedView {
    let view: ViewDecl
    let plan: SubviewPlan

    struct Failure: Error {
        var diagnostics: [String]
    }

    /// Checks `spec` (a view named `TestView`) with the snippet types and plans it.
    init(_ spec: String, options: SubviewPlanner.Options = .init()) throws {
        let types = """
            types:
              Todo:
                id: Int
                title: String
                done: Bool
            """
        let checked = Pipeline.check([
            SpecSource(path: "Specs/TestView.yaml", bytes: Array(spec.utf8)),
            SpecSource(path: "Specs/Types.yaml", bytes: Array(types.utf8)),
        ])
        let errors = checked.diagnostics.filter { $0.severity == .error }
        guard let unit = checked.unit, errors.isEmpty, let view = unit.view(named: "TestView") else {
            throw Failure(diagnostics: errors.map { "\($0.location): \($0.code): \($0.message)" })
        }
        self.view = view
        plan = SubviewPlan(view: view, unit: unit, options: options)
    }

    /// Nodes of the view's whole body.
    var totalNodes: Int {
        view.body.reduce(0) { $0 + $1.nodeCount }
    }

    /// Body name to the nodes it holds inline; a subview call counts as one node.
    var inlineCounts: [String: Int] {
        bodies.mapValues { $0.count }
    }

    /// Body name to the most containers nested inside each other inline.
    var nestings: [String: Int] {
        bodies.mapValues { $0.nesting }
    }

    private var bodies: [String: (count: Int, nesting: Int)] {
        var result = [view.name.name: measure(view.body)]
        for subview in plan.subviews {
            switch subview.root {
            case .node:
                let node = subview.nodes[0]
                let inside = measure(node.children)
                result[subview.name] = (1 + inside.count, 1 + inside.nesting)
            case .rows:
                result[subview.name] = measure(subview.nodes)
            }
        }
        return result
    }

    /// A builder block, with its extracted runs folded into the calls that replace them.
    private func measure(_ nodes: [ViewNode]) -> (count: Int, nesting: Int) {
        plan.block(nodes).reduce((0, 0)) { total, node in
            let one = measure(node)
            return (total.count + one.count, max(total.nesting, one.nesting))
        }
    }

    private func measure(_ node: ViewNode) -> (count: Int, nesting: Int) {
        if plan.subview(replacing: node) != nil {
            return (1, 0)
        }
        if plan.rows(of: node) != nil {
            return (2, 1)
        }
        // Each branch is a block of its own.
        let blocks: [[ViewNode]] =
            switch node.kind {
            case .ifElse(let ifNode): [ifNode.then] + (ifNode.otherwise.map { [$0] } ?? [])
            case .switchOver(let switchNode): switchNode.cases.map(\.body) + (switchNode.defaultBody.map { [$0] } ?? [])
            default: [node.children]
            }
        let inside = blocks.map(measure).reduce((count: 0, nesting: 0)) {
            ($0.count + $1.count, max($0.nesting, $1.nesting))
        }
        return (1 + inside.count, inside.nesting + (node.isContainer ? 1 : 0))
    }
}
