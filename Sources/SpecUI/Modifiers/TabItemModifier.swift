/// Names the modified view as a tab of a `TabView`: the label is the tab's item in the tab bar.
public struct _TabItemModifier<Label: View>: ViewModifier {
    let label: Label

    public typealias Body = Never
}

extension _TabItemModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let items: [(AnyHashable, any View)] = [(AnyHashable(0), content), (AnyHashable(1), label)]
        node.kind = .tabItem
        node.reconcile(items, context)
    }
}

extension View {
    /// The item that stands for this view in the tab bar of the `TabView` it is a tab of; outside one it shows
    /// nothing.
    ///
    /// ```swift
    /// TabView {
    ///     InboxView().tabItem { Label("Inbox", systemImage: "tray") }
    /// }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TabItemModifier<V>> {
        modifier(_TabItemModifier(label: label()))
    }
}
