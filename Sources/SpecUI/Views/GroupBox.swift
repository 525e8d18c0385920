/// Content in a box, under a label when it has one.
///
/// ```swift
/// GroupBox("Account") {
///     Text("Signed in as Amal")
/// }
/// ```
///
/// A terminal draws the box as a gray border a cell of room around the label, in bold, and the content below it.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        let box = VStack(alignment: .leading, spacing: 0) {
            label.bold()
            content
        }
        .padding(.horizontal, 1)
        .border(.gray)
        node.reconcile([(AnyHashable(0), box)], context)
    }
}
