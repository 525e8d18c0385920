/// Rows inset from the edges. A terminal draws it as it draws every list.
public struct InsetListStyle: ListStyle, Equatable, Sendable {
    public init() {}
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}
