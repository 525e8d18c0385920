/// A page index of dots, one for each page, SwiftUI's `.page`; a terminal draws none (see `IndexViewStyle`).
public struct PageIndexViewStyle: IndexViewStyle, Equatable, Sendable {
    /// When a background is drawn behind the dots; a terminal draws neither.
    public enum BackgroundDisplayMode: Equatable, Sendable {
        case automatic, always, interactive, never
    }

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
