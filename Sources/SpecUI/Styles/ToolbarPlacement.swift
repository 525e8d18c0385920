/// A bar a toolbar modifier applies to: `toolbarBackground(.visible, for: .navigationBar)`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable {
        case automatic, navigationBar, tabBar, bottomBar
    }

    let bar: Bar

    public static let automatic = ToolbarPlacement(bar: .automatic)
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}
