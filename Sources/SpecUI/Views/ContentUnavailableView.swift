/// What a screen shows when it has nothing to show: an icon and a title, a description and actions below.
///
/// ```swift
/// ContentUnavailableView("No mail", systemImage: "tray", description: Text("New mail appears here."))
/// ```
///
/// It fills what it is offered and centers its views in it, the title in bold and the description in gray.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: Never { neverBody() }
}

extension ContentUnavailableView where Label == SpecUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SpecUI.Label(titleKey, systemImage: name) }, description: { description })
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, systemImage name: String, description: Text? = nil) {
        self.init(label: { SpecUI.Label(String(title), systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SpecUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// What a search that found nothing shows: `ContentUnavailableView.search`.
    public static var search: Self {
        Self("No Results", systemImage: "magnifyingglass", description: Text(searchDescription))
    }

    /// What a search for `text` that found nothing shows, the text quoted in its title.
    public static func search(text: String) -> Self {
        let title = text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}"
        return Self(title, systemImage: "magnifyingglass", description: Text(searchDescription))
    }

    private static var searchDescription: String { "Check the spelling or try a new search." }
}

extension ContentUnavailableView: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        let shown = VStack(spacing: 1) {
            label.bold()
            description.foregroundColor(.gray)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        node.reconcile([(AnyHashable(0), shown)], context)
    }
}
