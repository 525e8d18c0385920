/// Hides or shows the navigation bar a `NavigationStack` draws over the view: its back button, bar items,
/// title and search field.
public struct _NavigationBarVisibilityModifier: ViewModifier {
    let isHidden: Bool?

    public typealias Body = Never
}

extension _NavigationBarVisibilityModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = isHidden.map { .navigationBarHidden($0) } ?? .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Hides (`.hidden`) or shows the navigation bar over the view (`.navigationBar`, `.automatic`, or no bar
    /// named); the tab bar and the bottom bar are not hidden, and `.automatic` visibility leaves the bar as it is.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> ModifiedContent<Self, _NavigationBarVisibilityModifier>
    {
        let isNavigationBar = bars.isEmpty || bars.contains { $0.bar == .navigationBar || $0.bar == .automatic }
        let isHidden: Bool? = isNavigationBar && visibility != .automatic ? visibility == .hidden : nil
        return modifier(_NavigationBarVisibilityModifier(isHidden: isHidden))
    }

    /// Hides the navigation bar over the view while `hidden`, as the older spelling of
    /// `toolbar(.hidden, for: .navigationBar)`.
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _NavigationBarVisibilityModifier> {
        modifier(_NavigationBarVisibilityModifier(isHidden: hidden))
    }
}
