/// How a `TabView` looks: `.tabViewStyle(.page)`, `.sidebarAdaptable`, ...
///
/// A terminal draws a tab view one way, the shown tab above its tab bar, so every style draws it alike; the
/// styles are here so that SwiftUI code choosing one compiles unchanged.
public protocol TabViewStyle {}

extension View {
    /// Chooses how the tab views inside look; a terminal draws every `TabViewStyle` alike (see `TabViewStyle`).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        self
    }
}
