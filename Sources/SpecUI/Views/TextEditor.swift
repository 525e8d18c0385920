/// A view that edits a multi-line string: `TextEditor(text: $notes)`.
///
/// It fills the room it is offered and wraps its lines to its width. Focused, Return starts a new line, and the
/// arrows move the insertion point through the text; Up on the first line and Down on the last move focus on.
public struct TextEditor: View {
    let field: TextField

    public init(text: Binding<String>) {
        field = TextField("", text: text, entry: .editor)
    }

    public var body: Never { neverBody() }
}

extension TextEditor: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        field.update(node, context)
    }
}
