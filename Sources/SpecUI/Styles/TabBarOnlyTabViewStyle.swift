/// A tab bar, never a sidebar. A terminal draws every style alike.
public struct TabBarOnlyTabViewStyle: TabViewStyle, Equatable, Sendable {
    public init() {}
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
