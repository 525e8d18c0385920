/// A count or a short text shown with the modified view's item in a tab bar.
public struct _BadgeModifier: ViewModifier {
    let badge: String?

    public typealias Body = Never
}

extension _BadgeModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = badge.map(NodeKind.badge) ?? .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Shows `count` after the title of this tab's item in the tab bar; zero shows nothing.
    ///
    /// ```swift
    /// InboxView()
    ///     .tabItem { Label("Inbox", systemImage: "tray") }
    ///     .badge(unread)
    /// ```
    public func badge(_ count: Int) -> ModifiedContent<Self, _BadgeModifier> {
        modifier(_BadgeModifier(badge: count == 0 ? nil : String(count)))
    }

    /// Shows `label` after the title of this tab's item in the tab bar; nil shows nothing.
    public func badge(_ label: (some StringProtocol)?) -> ModifiedContent<Self, _BadgeModifier> {
        modifier(_BadgeModifier(badge: label.map { String($0) }))
    }
}
