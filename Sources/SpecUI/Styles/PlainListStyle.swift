/// Rows without grouping insets. A terminal draws it as it draws every list.
public struct PlainListStyle: ListStyle, Equatable, Sendable {
    public init() {}
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}
