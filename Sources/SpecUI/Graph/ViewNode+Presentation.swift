extension ViewNode {
    /// The first `sheet` or `alert` at or below this node, in tree order, that presents a view now; only the shown
    /// level of a `NavigationStack` and the shown tab of a `TabView` are looked into, and nothing inside a
    /// presentation's own presented view.
    var presentingNode: ViewNode? {
        if case .presenting = kind, children.count == 2 {
            return self
        }
        for child in shownChildren {
            if let found = child.presentingNode {
                return found
            }
        }
        return nil
    }

    /// The outermost node at or below this one, breadth first, that `matches`, among the views shown: the shown
    /// level of a `NavigationStack`, the shown tab of a `TabView`, and nothing a presentation below presents.
    func outermostShown(where matches: (ViewNode) -> Bool) -> ViewNode? {
        var pending = [self]
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if matches(node) { return node }
            if case .presenting = node.kind {
                pending += node.children.prefix(1)
            } else {
                pending += node.shownChildren
            }
        }
        return nil
    }

    /// Whether a view shown at or below this node sets `interactiveDismissDisabled(true)`: any one of them keeps
    /// the sheet from being dismissed by the user.
    var disablesInteractiveDismiss: Bool {
        outermostShown { if case .interactiveDismissDisabled(true) = $0.kind { true } else { false } } != nil
    }

    /// The presentation this `sheet` or `alert` node keeps.
    var presentation: Presentation? {
        stateBoxes[Presentation.slot] as? Presentation
    }
}

extension ViewGraph {
    /// The screen and the views presented over it, outermost first, each presentation's node with its style.
    func presentationChain() -> [(node: ViewNode, style: PresentationStyle)] {
        var chain: [(ViewNode, PresentationStyle)] = []
        var screen: ViewNode = root
        while let presenting = screen.presentingNode, case .presenting(let style) = presenting.kind {
            chain.append((presenting, style))
            screen = presenting.children[1]
        }
        return chain
    }

    /// The node whose views are shown and whose controls act: the innermost presented view, or the root.
    var shownScreen: ViewNode {
        presentationChain().last?.node.children[1] ?? root
    }
}

extension ViewHost {
    /// The screen and the views presented over it, outermost first, each presentation's node with its style.
    func presentationChain() -> [(node: ViewNode, style: PresentationStyle)] {
        graph.presentationChain()
    }

    /// The node whose views are shown and whose controls act: the innermost presented view, or the root.
    var shownScreen: ViewNode {
        graph.shownScreen
    }

    /// Dismisses the innermost sheet or alert, as Escape does, the way a user dismisses it; false when nothing is
    /// presented, or when the presented view disables that with `interactiveDismissDisabled()` (its own `dismiss`
    /// still dismisses it).
    @discardableResult
    public func dismissPresentation() -> Bool {
        guard let node = presentationChain().last?.node, let presentation = node.presentation,
            !node.children[1].disablesInteractiveDismiss
        else {
            return false
        }
        presentation.dismiss()
        graph.flush()
        return true
    }
}

extension ViewHost {
    /// The `.cancel` button of the alert or confirmation dialog presented innermost, the first written: where
    /// focus starts as it opens, so that a stray Return does not run a destructive action.
    package var presentedCancelButton: ActionableID? {
        guard let presentation = presentationChain().last?.node.presentation else { return nil }
        return presentation.cancelButtons.sorted().lazy.compactMap { self.graph.node(serial: $0)?.actionableID }.first
    }
}
