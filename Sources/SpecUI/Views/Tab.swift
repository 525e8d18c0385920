/// A tab of a `TabView`, with its title and icon for the tab bar and the value that selects it.
///
/// ```swift
/// TabView(selection: $screen) {
///     Tab("Home", systemImage: "house", value: .home) { HomeView() }
///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String
    let value: Value?
    let content: Content

    public init(
        _ title: some StringProtocol, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.title = String(title)
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension Tab where Value == Never {
    /// A tab without a value, in a `TabView` without a selection.
    public init(_ title: some StringProtocol, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.systemImage = systemImage
        self.value = nil
        self.content = content()
    }
}

extension Tab: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = value.map { .tag(AnyHashable($0)) } ?? .modifier(nil)
        let item = content.tabItem { Label(title, systemImage: systemImage) }
        node.reconcile([(AnyHashable(0), item)], context)
    }
}
