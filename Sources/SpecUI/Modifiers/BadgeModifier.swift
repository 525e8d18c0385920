/// A count or a short text shown with the modified view's item in a tab bar, or at the trailing edge of the list
/// row the view is.
public struct _BadgeModifier: ViewModifier {
    let badge: Text?

    public typealias Body = Never
}

extension _BadgeModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = badge.map { NodeKind.badge($0.content) } ?? .modifier(nil)
        guard let badge, context.environment.isInList else {
            node.reconcile([(AnyHashable(0), content)], context)
            return
        }
        // A list row draws its badge at its trailing edge, in gray, as SwiftUI does.
        let row = HStack {
            content
            Spacer()
            badge.foregroundColor(.gray)
        }
        node.reconcile([(AnyHashable(1), row)], context)
    }
}

extension View {
    /// Shows `count` after the title of this tab's item in the tab bar, or at the trailing edge of this list row;
    /// zero shows nothing.
    ///
    /// ```swift
    /// InboxView()
    ///     .tabItem { Label("Inbox", systemImage: "tray") }
    ///     .badge(unread)
    /// ```
    public func badge(_ count: Int) -> ModifiedContent<Self, _BadgeModifier> {
        modifier(_BadgeModifier(badge: count == 0 ? nil : Text(verbatim: String(count))))
    }

    /// Shows `label` after the title of this tab's item, or at the trailing edge of this list row; nil shows
    /// nothing.
    public func badge(_ label: (some StringProtocol)?) -> ModifiedContent<Self, _BadgeModifier> {
        modifier(_BadgeModifier(badge: label.map { Text(verbatim: String($0)) }))
    }

    /// Shows a text, its styles kept in a list row: `.badge(Text("New").bold())`; nil shows nothing.
    public func badge(_ label: Text?) -> ModifiedContent<Self, _BadgeModifier> {
        modifier(_BadgeModifier(badge: label))
    }
}
