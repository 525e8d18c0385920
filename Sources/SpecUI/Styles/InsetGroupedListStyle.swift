/// Sections set apart and inset from the edges. A terminal draws it as it draws every list.
public struct InsetGroupedListStyle: ListStyle, Equatable, Sendable {
    public init() {}
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
