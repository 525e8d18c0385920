/// Reports views of the unit that contain themselves, directly or through other views.
struct ViewRecursionChecker {
    let declarations: UnitDeclarations

    static func recursiveView(_ name: String, path: [String]) -> String {
        if path.count == 2 { return "view '\(name)' contains itself" }
        return "view '\(name)' contains itself through \(path.joined(separator: " → "))"
    }

    /// Each use, in `view`'s body, of a view from which `view` is reachable again.
    ///
    /// `uses` are the views of the unit the body uses, in written order (`NameUses.components`).
    func check(_ view: ViewDecl, uses: [Identifier], file: String, diagnostics: inout [Diagnostic]) {
        // The views each visited view uses, found once per check rather than once per path through it.
        var usesByView: [String: [Identifier]] = [:]
        for use in uses {
            var visited: Set<String> = []
            guard let path = pathBack(to: view.name.name, from: use.name, visited: &visited, usesByView: &usesByView)
            else { continue }
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

    private func pathBack(
        to target: String, from current: String, visited: inout Set<String>, usesByView: inout [String: [Identifier]]
    ) -> [String]? {
        if current == target { return [current] }
        guard visited.insert(current).inserted, let view = declarations.views[current] else { return nil }
        let uses: [Identifier]
        if let known = usesByView[current] {
            uses = known
        } else {
            uses = Self.uses(in: view.body)
            usesByView[current] = uses
        }
        for use in uses {
            if let rest = pathBack(to: target, from: use.name, visited: &visited, usesByView: &usesByView) {
                return [current] + rest
            }
        }
        return nil
    }

    /// The views of the unit a body uses, in written order.
    static func uses(in nodes: [ViewNode]) -> [Identifier] {
        var result: [Identifier] = []
        collectUses(in: nodes, into: &result)
        return result
    }

    private static func collectUses(in nodes: [ViewNode], into result: inout [Identifier]) {
        for node in nodes {
            switch node.kind {
            case .component(let name, _): result.append(name)
            case .button(.label(let nodes), _): collectUses(in: nodes, into: &result)
            case .vStack(_, _, let content), .hStack(_, _, let content), .zStack(_, let content), .list(let content),
                .group(let content), .section(_, let content):
                collectUses(in: content, into: &result)
            case .forEach(let forEach): collectUses(in: forEach.content, into: &result)
            case .ifElse(let ifNode):
                collectUses(in: ifNode.then, into: &result)
                if let otherwise = ifNode.otherwise { collectUses(in: otherwise, into: &result) }
            case .switchOver(let switchNode):
                for switchCase in switchNode.cases { collectUses(in: switchCase.body, into: &result) }
                if let defaultBody = switchNode.defaultBody { collectUses(in: defaultBody, into: &result) }
            case .text, .button, .toggle, .textField, .stepper, .progressView, .image, .spacer, .divider, .emptyView:
                break
            }
        }
    }
}
