/// The warnings of SPEC-LANGUAGE §7, each with its own code so it can be disabled.
struct LintChecker {
    /// A body or subtree with more nodes than this should become a subview.
    static let maximumBodyNodes = 40
    /// A node with more modifiers than this nests `ModifiedContent` deeply.
    static let maximumModifiers = 8

    let file: String
    var diagnostics: [Diagnostic] = []
    /// Collections whose `id: self` is reported as unverifiable when they are computed: one mistake, one diagnostic.
    private var selfIdentifiedCollections: Set<SourceRange> = []

    init(file: String) {
        self.file = file
    }

    static func largeBody(_ view: String, nodes: Int) -> String {
        "the body of '\(view)' has \(nodes) nodes, over \(maximumBodyNodes); extract a subview "
            + "('specui compile' extracts it into a private struct)"
    }

    static func longModifierChain(_ count: Int) -> String {
        "\(count) modifiers, over \(maximumModifiers), nest ModifiedContent \(count) levels deep; "
            + "extract the node and some of its modifiers into a view of its own"
    }

    static func unusedState(_ name: String) -> String { "state '\(name)' is never read" }

    static func unusedProp(_ name: String) -> String { "prop '\(name)' is never used" }

    static let computedCollection =
        "ForEach recomputes this collection on every body evaluation; keep it in a derived state updated in 'onChange'"

    /// Lints `view`, whose body's name uses and node count are `uses`; `hasUnknownNames` tells that the body
    /// names something not in scope, which may be a misspelled read of a member, `shownAsText` the names a
    /// template shows as a word (`Text: title`), already warned about as meant to be read, and
    /// `selfIdentifiedCollections` the ForEach collections whose `id: self` already reports them when computed, and
    /// `reportedNames` the places errors were reported at, among them names of members not told again they are unused.
    mutating func check(
        _ view: ViewDecl, uses: NameUses, hasUnknownNames: Bool = false, shownAsText: Set<String> = [],
        selfIdentifiedCollections: Set<SourceRange> = [], reportedNames: Set<SourceRange> = []
    ) {
        self.selfIdentifiedCollections = selfIdentifiedCollections
        let count = uses.nodeCount
        if count > Self.maximumBodyNodes {
            warning("large-body", Self.largeBody(view.name.name, nodes: count), at: view.name.range)
        }
        // What decoding left out after an error, an argument that could not be typed, or a name not in scope
        // (`{cont}` for `count`) may be what reads a member.
        let readsAreKnown = !view.hasDecodeErrors && !uses.hasUnreadArguments && !hasUnknownNames
        func isRead(_ name: String) -> Bool { uses.reads(name) || shownAsText.contains(name) }
        for state in view.state
        where readsAreKnown && !isRead(state.name.name) && !reportedNames.contains(state.name.range) {
            warning("unused-state", Self.unusedState(state.name.name), at: state.name.range)
        }
        // A prop the body writes (an error, `assignment-to-constant`) was meant to be used.
        for prop in view.props
        where readsAreKnown && !isRead(prop.name.name) && !reportedNames.contains(prop.name.range)
            && uses.firstWrite(of: prop.name.name) == nil
        {
            warning("unused-prop", Self.unusedProp(prop.name.name), at: prop.name.range)
        }
        visit(view.body)
    }

    private mutating func visit(_ nodes: [ViewNode]) {
        // Nodes are visited in place in the buffer; iterating the array would copy each one.
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices { visit(nodes[index]) }
        }
    }

    private mutating func visit(_ node: ViewNode) {
        if node.modifiers.count > Self.maximumModifiers {
            let extra = node.modifiers[Self.maximumModifiers].range
            warning("long-modifier-chain", Self.longModifierChain(node.modifiers.count), at: extra)
        }
        switch node.kind {
        case .button(.label(let nodes), _): visit(nodes)
        case .vStack(_, _, let content), .hStack(_, _, let content), .zStack(_, let content), .list(let content),
            .group(let content), .section(_, let content):
            visit(content)
        case .forEach(let forEach):
            // A collection that did not type as one is already an error, and so is one computed under `id: self`
            // (or elements `id: self` cannot identify).
            let bySelf = if case .element = forEach.identity { true } else { false }
            if forEach.elementType != nil, !bySelf, !selfIdentifiedCollections.contains(forEach.collection.range),
                !Self.isStored(forEach.collection)
            {
                warning("computed-collection", Self.computedCollection, at: forEach.collection.range)
            }
            visit(forEach.content)
        case .ifElse(let ifNode):
            visit(ifNode.then)
            if let otherwise = ifNode.otherwise { visit(otherwise) }
        case .switchOver(let switchNode):
            for switchCase in switchNode.cases { visit(switchCase.body) }
            if let defaultBody = switchNode.defaultBody { visit(defaultBody) }
        case .text, .button, .toggle, .textField, .stepper, .progressView, .image, .spacer, .divider, .emptyView,
            .component:
            break
        }
    }

    /// A plain name, a path of fields (`todo.items`) or an array of literals: read, not computed.
    private static func isStored(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .name: true
        case .member(let base, _), .parenthesized(let base): isStored(base)
        case .array(let items): items.allSatisfy(isConstant)
        default: false
        }
    }

    /// A literal, a record built of constants (`T(id: 1, name: "a")`) or an array of constants.
    private static func isConstant(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .construct(_, let arguments): arguments.allSatisfy { isConstant($0.value) }
        case .array(let items): items.allSatisfy(isConstant)
        case .parenthesized(let inner): isConstant(inner)
        default: IDValue(expression) != nil
        }
    }

    private mutating func warning(_ code: String, _ message: String, at range: SourceRange) {
        diagnostics.append(Diagnostic(.warning, code: code, message: message, file: file, range: range))
    }
}
