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
    func swipeActions(holding serial: Int, edge: HorizontalEdge?) -> ViewNode? {
        path(to: serial)?.last { node in node.swipeActions.map { edge == nil || $0.edge == edge } ?? false }
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
