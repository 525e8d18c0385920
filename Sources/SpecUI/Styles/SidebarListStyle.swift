/// A sidebar's list, with collapsible sections. A terminal draws it as it draws every list.
public struct SidebarListStyle: ListStyle, Equatable, Sendable {
    public init() {}
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
