extension ViewNode {
    /// The nodes this node holds directly, including both branches of control flow.
    package var children: [ViewNode] {
        switch kind {
        case .vStack(_, _, let content), .hStack(_, _, let content), .zStack(_, let content), .list(let content),
            .group(let content), .section(_, let content):
            content
        case .button(.label(let label), _): label
        case .forEach(let forEach): forEach.content
        case .ifElse(let node): node.then + (node.otherwise ?? [])
        case .switchOver(let node): node.cases.flatMap(\.body) + (node.defaultBody ?? [])
        case .text, .button(.title, _), .toggle, .textField, .stepper, .progressView, .image, .spacer, .divider,
            .emptyView, .component:
            []
        }
    }

    /// A view with its own content block. `if` and `switch` are not (their branches belong to the enclosing
    /// block), nor is a `Button`, whose label is usually one image or text.
    package var isContainer: Bool {
        switch kind {
        case .ifElse, .switchOver, .button: false
        default: !children.isEmpty
        }
    }

    /// Whether this node is a container or holds one, looking through control flow and button labels.
    package var holdsContainer: Bool {
        isContainer || children.contains { $0.holdsContainer }
    }

    /// This node and every node below it.
    package var nodeCount: Int {
        1 + children.reduce(0) { $0 + $1.nodeCount }
    }
}
