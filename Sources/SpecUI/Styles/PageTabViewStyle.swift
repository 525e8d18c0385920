/// Tabs as pages swiped through, SwiftUI's `.page`: the shown page fills the room over a row of page-indicator dots,
/// `● ○ ○`, the shown page's filled, and no tab bar.
///
/// A terminal cannot swipe: the dots are a control, named "Page", whose arrows (`+` and `-`) show the next and the
/// previous page and which Return, space and `tap` advance, from the last page to the first.
/// `.page(indexDisplayMode: .never)` draws no dots, so only a `selection` changes the page.
public struct PageTabViewStyle: TabViewStyle, Equatable, Sendable {
    /// When the page indicator shows: `.automatic` with more than one page, `.always`, or `.never`.
    public enum IndexDisplayMode: Equatable, Sendable {
        case automatic, always, never
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
