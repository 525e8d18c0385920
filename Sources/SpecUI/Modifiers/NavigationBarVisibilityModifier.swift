/// Hides or shows the navigation bar a `NavigationStack` draws over the view (its back button, bar items, title
/// and search field), or the tab bar of the `TabView` showing it.
public struct _NavigationBarVisibilityModifier: ViewModifier {
    let navigationBar: Bool?
    var tabBar: Bool?

    public typealias Body = Never
}

extension _NavigationBarVisibilityModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind =
            navigationBar == nil && tabBar == nil
            ? .modifier(nil) : .barsHidden(navigationBar: navigationBar, tabBar: tabBar)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Hides (`.hidden`) or shows the navigation bar over the view (`.navigationBar`, `.automatic`, or no bar
    /// named) or the tab bar of the `TabView` showing it (`.tabBar`); `.automatic` visibility leaves the bars as
    /// they are, and a terminal has no bottom bar to hide.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> ModifiedContent<Self, _NavigationBarVisibilityModifier>
    {
        let isHidden: Bool? = visibility == .automatic ? nil : visibility == .hidden
        let isNavigationBar = bars.isEmpty || bars.contains { $0.bar == .navigationBar || $0.bar == .automatic }
        return modifier(
            _NavigationBarVisibilityModifier(
                navigationBar: isNavigationBar ? isHidden : nil, tabBar: bars.contains(.tabBar) ? isHidden : nil))
    }

    /// Hides the navigation bar over the view while `hidden`, as the older spelling of
    /// `toolbar(.hidden, for: .navigationBar)`.
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _NavigationBarVisibilityModifier> {
        modifier(_NavigationBarVisibilityModifier(navigationBar: hidden))
    }
}
