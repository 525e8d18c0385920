/// Reports views of the unit that contain themselves, directly or through other views.
///
/// The unit's views are split once into strongly connected components of the "uses" graph: a use can only lead
/// back to its view when both lie in one component, so a long chain of views that never loops costs one pass.
struct ViewRecursionChecker {
    /// The views of the unit each view's body uses, in written order.
    private let usesByView: [String: [Identifier]]
    /// The strongly connected component of each view of the unit.
    private let component: [String: Int]
    /// How many views each component holds.
    private let sizes: [Int]
    /// For each view of a cycle too long to spell in full, the first views of its cycle it uses.
    private let successors: [String: [String]]

    /// The checker for the unit whose views use the views `usesByView` lists (``ViewDepthChecker/usesByView``).
    init(usesByView: [String: [Identifier]]) {
        self.usesByView = usesByView
        let (component, sizes) = Self.components(of: usesByView)
        var successors: [String: [String]] = [:]
        for (view, group) in component where sizes[group] > CyclePath.longestSpelledInFull {
            successors[view] = CyclePath.firstSuccessors((usesByView[view] ?? []).lazy.map(\.name)) {
                component[$0] == group
            }
        }
        self.component = component
        self.sizes = sizes
        self.successors = successors
    }

    /// `example` is how this view could use itself, in its own names (``example(for:records:)``).
    static func recursiveView(_ name: String, path: [String], example: String = defaultExample) -> String {
        if path.count == 2 {
            return "view '\(name)' contains itself without end; a view may use itself only inside a 'ForEach' over "
                + "part of its own prop or binding, handing that parameter the element (\(example))"
        }
        return recursiveView(name, path: CyclePath.spelling(path))
    }

    static let defaultExample = "'ForEach: folder.children' with 'as: child', then 'folder: child'"

    /// How `view` could use itself, in its own names: through its first prop or binding of a record holding an array
    /// of itself (`comment: Comment` with `replies: "[Comment]"`), else through an array of such records, else as
    /// ``defaultExample`` says.
    /// A binding is handed on as a binding: `'ForEach: $node.kids' with 'as: child', then 'node: $child'`.
    static func example(for view: ViewDecl, records: [String: [FieldDecl]]) -> String {
        let bindings = Set(view.bindings.map(\.name.name))
        let parameters = view.props + view.bindings
        func children(of record: String) -> String? {
            records[record]?.first { $0.type == .array(.named(record)) }?.name.name
        }
        for parameter in parameters {
            if case .named(let record) = parameter.type, let field = children(of: record) {
                let name = parameter.name.name
                let dollar = bindings.contains(name) ? "$" : ""
                return "'ForEach: \(dollar)\(name).\(field)' with 'as: child', then '\(name): \(dollar)child'"
            }
        }
        for parameter in parameters {
            if case .array(.named(let record)) = parameter.type, let field = children(of: record) {
                let name = parameter.name.name
                let dollar = bindings.contains(name) ? "$" : ""
                return "'ForEach: \(dollar)\(name)' with 'as: item', then '\(name): \(dollar)item.\(field)'"
            }
        }
        return defaultExample
    }

    static func recursiveView(_ name: String, path: String) -> String {
        "view '\(name)' contains itself through \(path)"
    }

    /// Each use, in `view`'s body, of a view from which `view` is reachable again.
    ///
    /// The way back is found once for each view used, however often it is used.
    func check(_ view: ViewDecl, file: String, records: [String: [FieldDecl]], diagnostics: inout [Diagnostic]) {
        let name = view.name.name
        var messages: [String: String?] = [:]
        for use in usesByView[name] ?? [] {
            guard let group = component[use.name], group == component[name] else { continue }
            if messages[use.name] == nil {
                messages[use.name] =
                    use.name == name
                    ? Self.recursiveView(name, path: [name, name], example: Self.example(for: view, records: records))
                    : message(name, through: use.name, within: group)
            }
            guard let message = messages[use.name] ?? nil else { continue }
            diagnostics.append(
                Diagnostic(.error, code: "recursive-view", message: message, file: file, range: use.range))
        }
    }

    /// What is reported at a use of `next` in the body of `name`, two views of component `group`.
    private func message(_ name: String, through next: String, within group: Int) -> String? {
        guard sizes[group] <= CyclePath.longestSpelledInFull else {
            let path = CyclePath.spelling(from: name, through: next, size: sizes[group]) { successors[$0] ?? [] }
            return Self.recursiveView(name, path: path)
        }
        var visited: Set<String> = []
        guard let path = pathBack(to: name, from: next, within: group, visited: &visited) else { return nil }
        return Self.recursiveView(name, path: [name] + path)
    }

    /// The first path, in written order, from `current` back to `target`, through views of component `group`.
    private func pathBack(to target: String, from current: String, within group: Int, visited: inout Set<String>)
        -> [String]?
    {
        if current == target { return [current] }
        guard component[current] == group, visited.insert(current).inserted else { return nil }
        for use in usesByView[current] ?? [] {
            if let rest = pathBack(to: target, from: use.name, within: group, visited: &visited) {
                return [current] + rest
            }
        }
        return nil
    }

    /// Tarjan's strongly connected components of the uses graph, without recursion, so a chain of thousands of
    /// views does not exhaust the stack. Only views of the unit are nodes; a use of anything else is no edge.
    private static func components(of graph: [String: [Identifier]]) -> (component: [String: Int], sizes: [Int]) {
        var next = 0
        var order: [String: Int] = [:]
        var lowest: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var component: [String: Int] = [:]
        var sizes: [Int] = []
        func enter(_ node: String) {
            order[node] = next
            lowest[node] = next
            next += 1
            stack.append(node)
            onStack.insert(node)
        }
        for root in graph.keys.sorted() where order[root] == nil {
            enter(root)
            var work: [(node: String, edge: Int)] = [(root, 0)]
            while let (node, edge) = work.popLast() {
                let edges = graph[node] ?? []
                if edge < edges.count {
                    work.append((node, edge + 1))
                    let target = edges[edge].name
                    guard graph[target] != nil else { continue }
                    if order[target] == nil {
                        enter(target)
                        work.append((target, 0))
                    } else if onStack.contains(target), let targetOrder = order[target] {
                        lowest[node] = min(lowest[node] ?? targetOrder, targetOrder)
                    }
                    continue
                }
                if lowest[node] == order[node] {
                    sizes.append(0)
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component[member] = sizes.count - 1
                        sizes[sizes.count - 1] += 1
                        if member == node { break }
                    }
                }
                if let parent = work.last?.node, let low = lowest[node] {
                    lowest[parent] = min(lowest[parent] ?? low, low)
                }
            }
        }
        return (component, sizes)
    }
}
