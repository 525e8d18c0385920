/// How a `NavigationView` lays out its columns; a terminal shows one column, a stack, in every style.
public protocol NavigationViewStyle {}

/// SwiftUI's navigation view styles: `StackNavigationViewStyle()`, `.stack`, `.columns`.
public struct StackNavigationViewStyle: NavigationViewStyle, Hashable, Sendable {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
    /// Columns side by side where there is room; a terminal shows them as a stack.
    public static var columns: StackNavigationViewStyle { StackNavigationViewStyle() }
    public static var automatic: StackNavigationViewStyle { StackNavigationViewStyle() }
}
