/// A control that shares items through the platform's share sheet: `ShareLink(item: url)`. It is drawn as a
/// button is, by default `⇪ Share`.
///
/// A terminal has no share sheet: activating it records what it shares, each item as its description, which
/// `ViewHost.sharedItems` lists (docs/RUNTIME.md).
public struct ShareLink<Label: View>: View {
    let items: [String]
    let label: Label

    /// Shares `item`, with an optional subject and message, which a terminal does not show.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: [item], subject: subject, message: message, label: label)
    }

    /// Shares every item of `items`.
    public init<Items: Sequence>(
        items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.items = items.map { String(describing: $0) }
        self.label = label()
    }

    public var body: Never { neverBody() }
}

extension ShareLink where Label == SpecUI.Label<Text, Image> {
    /// Shares `item`, labelled `⇪ Share`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init("Share", item: item, subject: subject, message: message)
    }

    /// Shares `item`, labelled `title` with the share symbol.
    public init<Item>(_ title: String, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            SpecUI.Label(title, systemImage: "square.and.arrow.up")
        }
    }

    /// Shares every item of `items`, labelled `⇪ Share`.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        self.init("Share", items: items, subject: subject, message: message)
    }

    /// Shares every item of `items`, labelled `title` with the share symbol.
    public init<Items: Sequence>(_ title: String, items: Items, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) {
            SpecUI.Label(title, systemImage: "square.and.arrow.up")
        }
    }
}

extension ShareLink: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let (items, graph) = (items, node.graph)
        Button(action: { graph.share(items) }, label: { label }).update(node, context)
    }
}
