extension ViewHost {
    /// Goes back from the innermost pushed level on screen, as its back button does (Escape, with nothing presented);
    /// false when no stack shown has a level pushed, or the level hides its back button or its bar.
    @discardableResult
    public func goBack() -> Bool {
        var back: ViewNode?
        var pending: [ViewNode] = [shownScreen]
        while let node = pending.popLast() {
            if let (level, bar) = node.shownNavigationLevel, !level.hidesBackButton, !level.hidesNavigationBar,
                let button = Self.firstButton(in: bar)
            {
                back = button
            }
            pending += node.shownChildren.reversed()
        }
        guard let back else { return false }
        return activate(back.actionableID)
    }

    /// The first button in `node`'s views: a stack's back button, under the identifier it is given.
    private static func firstButton(in node: ViewNode) -> ViewNode? {
        if case .button = node.kind { return node }
        return node.children.lazy.compactMap(firstButton).first
    }
}
