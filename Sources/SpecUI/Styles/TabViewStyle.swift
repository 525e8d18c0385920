/// How a `TabView` looks: `.tabViewStyle(.page)`, `.sidebarAdaptable`, ...
///
/// A terminal draws a tab view two ways: as pages over their indicator dots (`.page`, see `PageTabViewStyle`), or
/// the shown tab above its tab bar (every other style, as an iPhone draws them).
public protocol TabViewStyle {}

extension View {
    /// Chooses how the tab views inside look: as pages with `.page`, else with a tab bar (see `TabViewStyle`).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexDisplayMode, (style as? PageTabViewStyle)?.indexDisplayMode)
    }
}
