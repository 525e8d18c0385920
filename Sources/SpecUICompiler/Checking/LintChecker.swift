/// The warnings of SPEC-LANGUAGE §7, each with its own code so it can be disabled.
struct LintChecker {
    /// A body or subtree with more nodes than this should become a subview.
    static let maximumBodyNodes = 40
    /// A node with more modifiers than this nests `ModifiedContent` deeply.
    static let maximumModifiers = 8

    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    static func largeBody(_ view: String, nodes: Int) -> String {
        "the body of '\(view)' has \(nodes) nodes, over \(maximumBodyNodes); extract a subview "
            + "('specui compile' extracts it into a private struct)"
    }

    static func longModifierChain(_ count: Int) -> String {
        "\(count) modifiers, over \(maximumModifiers), nest ModifiedContent \(count) levels deep; "
            + "extract a view or a custom modifier"
    }

    static func unusedState(_ name: String) -> String { "state '\(name)' is never read" }

    static func unusedProp(_ name: String) -> String { "prop '\(name)' is never used" }

    static let computedCollection =
        "ForEach recomputes this collection on every body evaluation; keep it in a derived state updated in 'onChange'"

    /// Lints `view`, whose body's name uses are `uses`.
    mutating func check(_ view: ViewDecl, uses: NameUses) {
        let count = Self.nodeCount(view.body)
        if count > Self.maximumBodyNodes {
            warning("large-body", Self.largeBody(view.name.name, nodes: count), at: view.name.range)
        }
        for state in view.state where !uses.reads.contains(state.name.name) {
            warning("unused-state", Self.unusedState(state.name.name), at: state.name.range)
        }
        for prop in view.props where !uses.reads.contains(prop.name.name) {
            warning("unused-prop", Self.unusedProp(prop.name.name), at: prop.name.range)
        }
        visit(view.body)
    }

    private mutating func visit(_ nodes: [ViewNode]) {
        for node in nodes {
            if node.modifiers.count > Self.maximumModifiers {
                let extra = node.modifiers[Self.maximumModifiers]
                warning("long-modifier-chain", Self.longModifierChain(node.modifiers.count), at: extra.range)
            }
            if case .forEach(let forEach) = node.kind, !Self.isStored(forEach.collection) {
                warning("computed-collection", Self.computedCollection, at: forEach.collection.range)
            }
            visit(Self.children(of: node))
        }
    }

    /// A plain name, a path of fields (`todo.items`) or an array of literals: read, not computed.
    private static func isStored(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .name: true
        case .member(let base, _), .parenthesized(let base): isStored(base)
        case .array(let items): items.allSatisfy { StableIDChecker.literalKey($0) != nil }
        default: false
        }
    }

    /// Every node of `nodes` and their descendants, counting `if` and `switch` themselves.
    static func nodeCount(_ nodes: [ViewNode]) -> Int {
        nodes.reduce(0) { $0 + 1 + nodeCount(children(of: $1)) }
    }

    /// The nodes directly inside `node`, in every branch.
    static func children(of node: ViewNode) -> [ViewNode] {
        switch node.kind {
        case .button(.label(let nodes), _): nodes
        case .vStack(_, _, let content), .hStack(_, _, let content), .zStack(_, let content), .list(let content),
            .group(let content), .section(_, let content):
            content
        case .forEach(let forEach): forEach.content
        case .ifElse(let ifNode): ifNode.then + (ifNode.otherwise ?? [])
        case .switchOver(let switchNode): switchNode.cases.flatMap(\.body) + (switchNode.defaultBody ?? [])
        case .text, .button, .toggle, .textField, .stepper, .progressView, .image, .spacer, .divider, .emptyView,
            .component:
            []
        }
    }

    private mutating func warning(_ code: String, _ message: String, at range: SourceRange) {
        diagnostics.append(Diagnostic(.warning, code: code, message: message, file: file, range: range))
    }
}
