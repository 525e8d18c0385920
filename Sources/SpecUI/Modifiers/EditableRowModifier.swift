/// A row of a `ForEach` with `onDelete` or `onMove`: while the edit mode around is on, a delete button `⊖`, named
/// "Delete", comes before the row's views when the row can be deleted, and the reorder handle `≡`, in the secondary
/// color, sits at the row's trailing edge when it can be moved, as iOS draws them. The row's views keep their
/// identity either way; a row is moved by `ViewHost.moveRow`, as a terminal cannot drag the handle.
struct _EditableRowModifier: ViewModifier {
    /// Deletes the row; nil for a row that cannot be deleted.
    let delete: (@MainActor () -> Void)?
    let isMovable: Bool

    typealias Body = Never
}

extension _EditableRowModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let row = (AnyHashable("row"), content as any View)
        guard context.environment.editMode?.wrappedValue.isEditing == true else {
            node.kind = .modifier(nil)
            node.reconcile([row], context)
            return
        }
        node.kind = .stack(axis: .horizontal, alignment: .center, spacing: 1)
        var views: [(AnyHashable, any View)] = []
        if let delete {
            views.append(
                (
                    AnyHashable("delete"),
                    Button(role: .destructive, action: delete) { Text("⊖") }.accessibilityLabel("Delete")
                ))
        }
        views.append(row)
        if isMovable {
            // The handle stands at the trailing edge; the row is offered the room before it, as a row fills its
            // width on iOS, so a toggle's switch stands just before the handle.
            let handle = Text("≡").foregroundStyle(.secondary).frame(maxWidth: .infinity, alignment: .trailing)
            views.append((AnyHashable("move"), handle.layoutPriority(-1)))
        }
        node.reconcile(views, context)
    }
}
