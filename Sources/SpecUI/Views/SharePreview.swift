/// How the share sheet shows an item being shared: its title and an image. A terminal has no share sheet, so
/// nothing of it is drawn; the item is shared as it is.
public struct SharePreview: Sendable {
    let title: String

    public init(_ title: String) {
        self.title = title
    }

    public init(_ title: String, image: Image) {
        self.title = title
    }

    public init(_ title: String, image: Image, icon: Image) {
        self.title = title
    }
}

extension ShareLink {
    /// Shares `item`, which the share sheet shows as `preview` shows it.
    public init<Item>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview, @ViewBuilder label: () -> Label
    ) {
        self.init(item: item, subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == SpecUI.Label<Text, Image> {
    /// Shares `item`, labelled `⇪ Share`, which the share sheet shows as `preview` shows it.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message)
    }

    /// Shares `item`, labelled `title` with the share symbol, which the share sheet shows as `preview` shows it.
    public init<Item>(
        _ title: String, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview
    ) {
        self.init(title, item: item, subject: subject, message: message)
    }
}
