/// Sections set apart from each other. A terminal draws it as it draws every list.
public struct GroupedListStyle: ListStyle, Equatable, Sendable {
    public init() {}
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
