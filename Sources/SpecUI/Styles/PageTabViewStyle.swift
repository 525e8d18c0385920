/// Tabs as pages swiped through, SwiftUI's `.page`. A terminal draws every style alike, with its tab bar.
public struct PageTabViewStyle: TabViewStyle, Equatable, Sendable {
    /// When the page indicator shows; a terminal draws none.
    public enum IndexDisplayMode: Equatable, Sendable {
        case automatic, always, never
    }

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
