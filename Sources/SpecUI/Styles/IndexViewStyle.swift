/// How the page index of a paged `TabView` looks: `.indexViewStyle(.page(backgroundDisplayMode: .always))`.
///
/// A terminal draws a page-style tab view's index as a row of dots with no background, so there is nothing for the
/// style to change; the styles are here so that SwiftUI code choosing one compiles unchanged.
public protocol IndexViewStyle {}

extension View {
    /// Chooses how the page indexes inside look; a terminal draws them without a background (see `IndexViewStyle`),
    /// so the view is drawn as it is.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> Self {
        self
    }
}
