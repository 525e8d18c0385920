/// A button that turns the edit mode around it on and off, titled "Edit", or "Done" while editing:
/// `.toolbar { EditButton() }`. While editing, each row of a `ForEach` with `onDelete` starts with a delete
/// button. Without an edit mode around (outside a `NavigationStack`), it does nothing.
public struct EditButton: View {
    public init() {}

    public var body: Never { neverBody() }
}

extension EditButton: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let editMode = context.environment.editMode
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
        .update(node, context)
    }
}
