/// A tab bar that becomes a sidebar where there is room. A terminal draws every style alike.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, Equatable, Sendable {
    public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
