extension ViewNode {
    /// The levels of the `NavigationStack` this node stands for, made on its first update.
    var navigationLevels: NavigationLevels {
        if let levels = stateBoxes[Self.navigationLevelsSlot] as? NavigationLevels {
            return levels
        }
        let levels = NavigationLevels()
        levels.node = self
        stateBoxes[Self.navigationLevelsSlot] = levels
        return levels
    }

    private static let navigationLevelsSlot = "navigation levels"

    /// Updates this `NavigationStack` after a push or a pop; the level a push covers runs its `onDisappear`
    /// actions, and the one a pop uncovers its `onAppear` actions (the popped one runs its own as it is discarded).
    func levelsDidChange(hiding: Bool) {
        // Children: the root, the pushed levels, then the bar; the pushed levels already count the change.
        let levels = children.dropLast()
        if hiding {
            levels.last?.disappear()
        } else if levels.count >= 2 {
            levels[levels.count - 2].appearAgain()
        }
        graph.markDirty(self)
    }

    /// The level a `NavigationStack` shows, and its bar; nil for another node.
    var shownNavigationLevel: (level: ViewNode, bar: ViewNode)? {
        guard case .navigation = kind, children.count >= 2 else { return nil }
        return (children[children.count - 2], children[children.count - 1])
    }

    /// The title the view of this node sets with `navigationTitle(_:)`, the outermost one, looking neither into
    /// a nested `NavigationStack` nor into list rows not built yet.
    var navigationTitle: String? {
        var pending = [self]
        while !pending.isEmpty {
            let node = pending.removeFirst()
            switch node.kind {
            case .navigationTitle(let title): return title
            case .navigation: continue
            default: pending += node.children
            }
        }
        return nil
    }
}
