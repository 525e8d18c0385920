/// A control that opens a URL when activated, through the `openURL` action around it: `Link("Website",
/// destination: url)`. It is drawn as a button is, in the tint color.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: Never { neverBody() }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let (openURL, destination) = (context.environment.openURL, destination)
        Button(action: { openURL(destination) }, label: { label }).update(node, context)
    }
}
