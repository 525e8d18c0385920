/// Reports a view whose body, with the bodies of the views it uses, nests deeper than ``maximumDepth`` levels.
///
/// The runtime, the interpreter and the generated views all build and lay out the view tree recursively, so a
/// chain of views each nested deep in the next would otherwise exhaust the stack when previewed or run. Each view
/// node is one level and each of its modifiers one more, as SwiftUI's `ModifiedContent` nests.
struct ViewDepthChecker: Sendable {
    static let maximumDepth = 256

    static func tooDeep(_ view: String, depth: Int) -> String {
        "the body of '\(view)' nests \(depth) levels deep, deeper than \(maximumDepth) "
            + "(each view and each modifier is one level)"
    }

    static func tooDeep(_ view: String, through used: String, depth: Int) -> String {
        "the body of '\(view)' nests \(depth) levels deep with the body of '\(used)' here, deeper than "
            + "\(maximumDepth) (each view and each modifier is one level)"
    }

    /// What one view's own body nests: its deepest level, the first node past the limit, and each view of the
    /// unit it uses with the level that use sits at.
    struct Shape: Sendable {
        var depth = 0
        var firstTooDeep: SourceRange?
        var uses: [(name: Identifier, depth: Int)] = []
    }

    private let shapes: [String: Shape]
    /// Each view's depth with the bodies of the views it uses; views in a cycle (reported as `recursive-view`)
    /// count the use that closes it as nothing.
    private let depths: [String: Int]

    init(_ files: [SpecFile], declarations: UnitDeclarations) {
        // Each body is measured on its own, across all cores.
        let measured = Array(files.indices).concurrentMap { index -> (name: String, shape: Shape)? in
            guard let view = files[index].view, declarations.declares(view, inFile: index) else { return nil }
            var shape = Shape()
            Self.measure(view.body, above: 0, view: view.name.name, scope: RecursionScope(view), into: &shape)
            return (view.name.name, shape)
        }
        var shapes: [String: Shape] = [:]
        for case (let name, let shape)? in measured { shapes[name] = shape }
        // Depth-first over the uses with an explicit stack, so a long chain of views cannot exhaust the stack here.
        var depths: [String: Int] = [:]
        for root in shapes.keys.sorted() where depths[root] == nil {
            var stack: [(name: String, next: Int)] = [(root, 0)]
            var onStack: Set<String> = [root]
            while let top = stack.last, let shape = shapes[top.name] {
                if top.next < shape.uses.count {
                    let used = shape.uses[top.next].name.name
                    stack[stack.count - 1].next += 1
                    if depths[used] == nil, shapes[used] != nil, onStack.insert(used).inserted {
                        stack.append((used, 0))
                    }
                    continue
                }
                var depth = shape.depth
                for use in shape.uses { depth = max(depth, use.depth + (depths[use.name.name] ?? 0)) }
                depths[top.name] = depth
                onStack.remove(top.name)
                stack.removeLast()
            }
        }
        self.shapes = shapes
        self.depths = depths
    }

    /// The views of the unit each view's body uses, in written order: the graph the recursion check walks.
    var usesByView: [String: [Identifier]] { shapes.mapValues { $0.uses.map(\.name) } }

    /// Reports `view` once: at its own first node past the limit, or else at the first use of a view that takes
    /// it past the limit while not being past it itself (that view's own use is reported in its file).
    func check(_ view: ViewDecl, file: String, diagnostics: inout [Diagnostic]) {
        let name = view.name.name
        guard let shape = shapes[name], let depth = depths[name], depth > Self.maximumDepth else { return }
        if let range = shape.firstTooDeep {
            diagnostics.append(
                Diagnostic(
                    .error, code: "nesting-too-deep", message: Self.tooDeep(name, depth: shape.depth), file: file,
                    range: range))
            return
        }
        for use in shape.uses {
            let usedDepth = depths[use.name.name] ?? 0
            guard usedDepth <= Self.maximumDepth, use.depth + usedDepth > Self.maximumDepth else { continue }
            diagnostics.append(
                Diagnostic(
                    .error, code: "nesting-too-deep",
                    message: Self.tooDeep(name, through: use.name.name, depth: use.depth + usedDepth), file: file,
                    range: use.name.range))
            return
        }
    }

    /// Measures `nodes` of the body of `view`; a use of `view` itself bounded by its data (``RecursionScope``) is
    /// no use: it nests as deep as the data does, which no check can know.
    private static func measure(
        _ nodes: [ViewNode], above: Int, view: String, scope: RecursionScope, into shape: inout Shape
    ) {
        func measure(_ nodes: [ViewNode], above: Int, scope: RecursionScope = scope) {
            Self.measure(nodes, above: above, view: view, scope: scope, into: &shape)
        }
        for node in nodes {
            let depth = above + 1 + node.modifiers.count
            shape.depth = max(shape.depth, depth)
            if depth > maximumDepth, shape.firstTooDeep == nil { shape.firstTooDeep = node.range }
            switch node.kind {
            case .component(let name, let arguments):
                if name.name == view, scope.isBoundedByData(arguments) { break }
                shape.uses.append((name, depth))
            case .button(.label(let content), _): measure(content, above: depth)
            case .vStack(_, _, let content), .hStack(_, _, let content), .zStack(_, let content), .list(let content),
                .group(let content), .section(_, let content):
                measure(content, above: depth)
            case .forEach(let forEach): measure(forEach.content, above: depth, scope: scope.entering(forEach))
            case .ifElse(let ifNode):
                measure(ifNode.then, above: depth)
                if let otherwise = ifNode.otherwise { measure(otherwise, above: depth) }
            case .switchOver(let switchNode):
                for switchCase in switchNode.cases { measure(switchCase.body, above: depth) }
                if let defaultBody = switchNode.defaultBody { measure(defaultBody, above: depth) }
            case .text, .button, .toggle, .textField, .stepper, .progressView, .image, .spacer, .divider, .emptyView:
                break
            }
        }
    }
}
