/// A row of a `ForEach` with `onDelete`: while the edit mode around is on, a delete button `⊖` comes before the
/// row's views, named "Delete", which deletes the row. The row's views keep their identity either way.
struct _DeletableRowModifier: ViewModifier {
    let delete: @MainActor () -> Void

    typealias Body = Never
}

extension _DeletableRowModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let row = (AnyHashable("row"), content as any View)
        guard context.environment.editMode?.wrappedValue.isEditing == true else {
            node.kind = .modifier(nil)
            node.reconcile([row], context)
            return
        }
        node.kind = .stack(axis: .horizontal, alignment: .center, spacing: 1)
        let button = Button(role: .destructive, action: delete) { Text("⊖") }.accessibilityLabel("Delete")
        node.reconcile([(AnyHashable("delete"), button), row], context)
    }
}
