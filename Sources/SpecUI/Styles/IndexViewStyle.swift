/// How the page index of a paged `TabView` looks: `.indexViewStyle(.page(backgroundDisplayMode: .always))`.
///
/// A terminal draws a tab view one way, its tab bar under the shown tab, whatever its `TabViewStyle`, so it draws
/// no page index to style; the styles are here so that SwiftUI code choosing one compiles unchanged.
public protocol IndexViewStyle {}

extension View {
    /// Chooses how the page indexes inside look; a terminal draws none (see `IndexViewStyle`), so the view is
    /// drawn as it is.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> Self {
        self
    }
}
