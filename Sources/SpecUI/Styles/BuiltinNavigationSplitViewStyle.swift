/// SwiftUI's built-in split view styles.
public struct BuiltinNavigationSplitViewStyle: NavigationSplitViewStyle, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, balanced, prominentDetail
    }

    let kind: Kind
}

extension NavigationSplitViewStyle where Self == BuiltinNavigationSplitViewStyle {
    public static var automatic: BuiltinNavigationSplitViewStyle { BuiltinNavigationSplitViewStyle(kind: .automatic) }
    /// The columns shrink the detail as they show.
    public static var balanced: BuiltinNavigationSplitViewStyle { BuiltinNavigationSplitViewStyle(kind: .balanced) }
    /// The detail keeps its size as the columns show over it.
    public static var prominentDetail: BuiltinNavigationSplitViewStyle {
        BuiltinNavigationSplitViewStyle(kind: .prominentDetail)
    }
}
