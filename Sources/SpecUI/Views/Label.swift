/// A title beside an icon: `Label("Favorites", systemImage: "star")`.
///
/// The icon leads and the title follows, a cell apart (mirrored right to left).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { neverBody() }
}

extension Label where Title == Text, Icon == Image {
    /// A label whose icon is an image from the app's assets.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

extension Label: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        guard let style = context.environment.labelStyle else {
            node.kind = .stack(axis: .horizontal, alignment: .center, spacing: nil)
            node.reconcile([(AnyHashable(0), icon), (AnyHashable(1), title)], context.eager)
            return
        }
        // The style draws the label from its parts; a `Label` in its body draws with the default style.
        node.kind = .group
        var inner = context.eager
        inner.environment.labelStyle = nil
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: AnyView(erasing: title)),
            icon: LabelStyleConfiguration.Icon(content: AnyView(erasing: icon)))
        node.reconcile([(AnyHashable(1), style.body(configuration))], inner)
    }
}
