/// Reports views of the unit that contain themselves, directly or through other views.
struct ViewRecursionChecker {
    let declarations: UnitDeclarations

    static func recursiveView(_ name: String, path: [String]) -> String {
        if path.count == 2 { return "view '\(name)' contains itself" }
        return "view '\(name)' contains itself through \(path.joined(separator: " → "))"
    }

    /// Each use, in `view`'s body, of a view from which `view` is reachable again.
    func check(_ view: ViewDecl, file: String, diagnostics: inout [Diagnostic]) {
        for use in Self.uses(in: view.body) {
            var visited: Set<String> = []
            guard let path = pathBack(to: view.name.name, from: use.name, visited: &visited) else { continue }
            diagnostics.append(
                Diagnostic(
                    .error,
                    code: "recursive-view",
                    message: Self.recursiveView(view.name.name, path: [view.name.name] + path),
                    file: file,
                    range: use.range
                )
            )
        }
    }

    private func pathBack(to target: String, from current: String, visited: inout Set<String>) -> [String]? {
        if current == target { return [current] }
        guard visited.insert(current).inserted, let view = declarations.views[current] else { return nil }
        for use in Self.uses(in: view.body) {
            if let rest = pathBack(to: target, from: use.name, visited: &visited) {
                return [current] + rest
            }
        }
        return nil
    }

    /// The views of the unit a body uses, in written order.
    static func uses(in nodes: [ViewNode]) -> [Identifier] {
        nodes.flatMap { node -> [Identifier] in
            if case .component(let name, _) = node.kind { return [name] + uses(in: LintChecker.children(of: node)) }
            return uses(in: LintChecker.children(of: node))
        }
    }
}
