import struct Foundation.IndexSet

extension ViewHost {
    /// Deletes the row that holds the control found by identifier or label, as swiping it away does: the
    /// `onDelete` action of the innermost `ForEach` around the control is handed the offset of the control's
    /// element; false when no such `ForEach` holds it.
    @discardableResult
    public func deleteRow(_ handle: String) -> Bool {
        actionable(handle).map { deleteRow($0.id) } ?? false
    }

    /// Deletes the row that holds the control `id`, handing its offset to the `onDelete` action around it.
    @discardableResult
    public func deleteRow(_ id: ActionableID) -> Bool {
        performOnNode(id) { node in
            guard let (editing, offset) = graph.root.editableRow(holding: node.serial, where: { $0.delete != nil })
            else { return false }
            editing.delete?(IndexSet(integer: offset))
            return true
        }
    }

    /// Opens the swipe actions of the row that holds the control found by identifier or label, as swiping the
    /// row from `edge` does (from either, for nil: the innermost `swipeActions` around the control); false when
    /// the row has none.
    @discardableResult
    public func swipeRow(_ handle: String, edge: HorizontalEdge? = nil) -> Bool {
        actionable(handle).map { swipeRow($0.id, edge: edge) } ?? false
    }

    /// Opens the swipe actions of the row that holds the control `id`, from `edge` (either, for nil).
    @discardableResult
    public func swipeRow(_ id: ActionableID, edge: HorizontalEdge? = nil) -> Bool {
        performOnNode(id) { node in
            guard let row = graph.root.swipeActions(holding: node.serial, edge: edge) else { return false }
            row.swipeActions?.open()
            return true
        }
    }

    /// Moves the row that holds the control found by identifier or label `distance` rows down (up, when
    /// negative), as dragging it does, through the `onMove` action of the innermost `ForEach` around it.
    @discardableResult
    public func moveRow(_ handle: String, by distance: Int) -> Bool {
        actionable(handle).map { moveRow($0.id, by: distance) } ?? false
    }

    /// Moves the row that holds the control `id` `distance` rows down (up, when negative), no further than the
    /// first or last row; false when it would not move or no `ForEach` with `onMove` holds it.
    ///
    /// The action is handed the row's offset and, as SwiftUI hands it, the offset in the rows before the move
    /// that the row goes before: one down from offset 0 is `toOffset: 2`.
    @discardableResult
    public func moveRow(_ id: ActionableID, by distance: Int) -> Bool {
        performOnNode(id) { node in
            guard let (editing, offset) = graph.root.editableRow(holding: node.serial, where: { $0.move != nil })
            else { return false }
            let target = min(max(0, offset + distance), editing.keys.count - 1)
            guard target != offset else { return false }
            editing.move?(IndexSet(integer: offset), target > offset ? target + 1 : target)
            return true
        }
    }
}
