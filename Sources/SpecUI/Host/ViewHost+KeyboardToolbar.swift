extension ViewHost {
    /// The controls of the `.keyboard` toolbar items, which a terminal draws on the last row while a text field has
    /// focus: a session moves focus into them from the field, as iOS puts them over the keyboard.
    package var keyboardToolbarControls: Set<ActionableID> {
        var controls: [Actionable] = []
        var pending: [ViewNode] = [graph.root]
        while let node = pending.popLast() {
            if case .toolbarItem(.keyboard) = node.kind {
                for child in node.children {
                    child.collectActionables(into: &controls, identifier: nil)
                }
                continue
            }
            pending += node.children
        }
        return Set(controls.map(\.id))
    }
}
