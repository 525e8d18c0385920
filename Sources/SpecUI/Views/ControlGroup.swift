/// Controls shown together as one group, such as the buttons of a toolbar's editing group.
///
/// ```swift
/// ControlGroup {
///     Button("Bold") { toggleBold() }
///     Button("Italic") { toggleItalic() }
/// }
/// ```
///
/// A terminal draws the views in a row, joined, each button in the bordered style, a cell of room on each side
/// over gray, as iOS draws the group as one gray bar of buttons; the label, which iOS shows only where it
/// collapses the group into a menu, is not drawn.
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group with a label naming it.
    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    /// A group titled `title`.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group titled `title` with a symbol.
    public init(_ title: some StringProtocol, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension ControlGroup: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        let row = HStack(spacing: 0) { content }.buttonStyle(.bordered)
        node.reconcile([(AnyHashable(0), row)], context)
    }
}
