extension ViewNode {
    /// The innermost `ForEach` node above node `serial` whose rows `canEdit` allows editing, and the offset of
    /// the element holding that node; nil when no such `ForEach` holds it.
    func editableRow(holding serial: Int, where canEdit: (RowEditing) -> Bool) -> (RowEditing, offset: Int)? {
        guard let path = path(to: serial) else { return nil }
        for (parent, child) in zip(path, path.dropFirst()).reversed() {
            guard let editing = parent.rowEditing, canEdit(editing),
                let offset = editing.keys.firstIndex(of: child.key)
            else { continue }
            return (editing, offset)
        }
        return nil
    }

    /// The innermost `swipeActions` modifier's node around node `serial`, of the actions on `edge` (either, for
    /// nil).
    ///
    /// A `swipeActions` written inside the control's own modifiers (`.swipeActions { ... }.contextMenu { ... }`, where
    /// the context menu makes the control) is found below the control, as SwiftUI's row takes its swipe actions
    /// from any of its modifiers.
    func swipeActions(holding serial: Int, edge: HorizontalEdge?) -> ViewNode? {
        guard let path = path(to: serial) else { return nil }
        let matches = { (node: ViewNode) in node.swipeActions.map { edge == nil || $0.edge == edge } ?? false }
        return path.last(where: matches) ?? path.last?.firstBelow(where: matches)
    }

    /// The first node below this one, depth first, that `matches`.
    private func firstBelow(where matches: (ViewNode) -> Bool) -> ViewNode? {
        for child in children {
            if matches(child) { return child }
            if let found = child.firstBelow(where: matches) { return found }
        }
        return nil
    }

    /// The nodes from this one down to node `serial`, both included; nil when it is not below this one.
    func path(to serial: Int) -> [ViewNode]? {
        if self.serial == serial { return [self] }
        for child in children {
            if let below = child.path(to: serial) { return [self] + below }
        }
        return nil
    }
}
