/// The style SwiftUI chooses for the platform, a tab bar. A terminal draws every style alike.
public struct DefaultTabViewStyle: TabViewStyle, Equatable, Sendable {
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
