/// The platform's default look. A terminal draws it as it draws every list.
public struct DefaultListStyle: ListStyle, Equatable, Sendable {
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
