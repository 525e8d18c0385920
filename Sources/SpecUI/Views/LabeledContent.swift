/// A label with a value or a control beside it, as a form's rows show them.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "1.2")
///     LabeledContent {
///         Text(account.name)
///     } label: {
///         Label("Account", systemImage: "person")
///     }
/// }
/// ```
///
/// The label leads and the content follows at the trailing edge, a value in gray.
public struct LabeledContent<Label: View, Content: View>: View {
    let content: Content
    let label: Label

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        (self.content, self.label) = (content(), label())
    }

    public var body: Never { neverBody() }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: some StringProtocol) {
        self.init(titleKey) { Text(value).foregroundColor(.gray) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, value: some StringProtocol) {
        self.init(title) { Text(value).foregroundColor(.gray) }
    }
}

extension LabeledContent: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        let row = HStack {
            label
            Spacer()
            content
        }
        node.reconcile([(AnyHashable(0), row)], context)
    }
}
