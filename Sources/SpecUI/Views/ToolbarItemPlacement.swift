/// Where a `ToolbarItem` goes in the bar of the `NavigationStack` that shows it.
///
/// A terminal has one bar row above the title and one at the bottom of the screen: leading placements follow the
/// back button, trailing ones sit at the right edge, `principal` is centered in the top row, and `bottomBar` and
/// `status` share the last row, which `keyboard` items take while a text field has focus.
public struct ToolbarItemPlacement: Equatable, Sendable {
    /// The part of the screen a placement stands for.
    enum Region: Equatable, Sendable {
        case leading, principal, trailing, bottom, keyboard
    }

    let region: Region

    /// Trailing in the top bar, as SwiftUI places it on iOS.
    public static let automatic = ToolbarItemPlacement(region: .trailing)
    public static let primaryAction = ToolbarItemPlacement(region: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(region: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(region: .trailing)
    /// Trailing in the top bar, as iOS places an action that deletes.
    public static let destructiveAction = ToolbarItemPlacement(region: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(region: .leading)
    public static let navigation = ToolbarItemPlacement(region: .leading)
    public static let topBarLeading = ToolbarItemPlacement(region: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(region: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(region: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(region: .trailing)
    /// Centered in the top bar, in place of an inline title.
    public static let principal = ToolbarItemPlacement(region: .principal)
    /// The last row of the screen.
    public static let bottomBar = ToolbarItemPlacement(region: .bottom)
    /// The last row of the screen, with the bottom bar's items.
    public static let status = ToolbarItemPlacement(region: .bottom)
    /// The bar over the keyboard: the last row of the screen, in place of the bottom bar, while a text field,
    /// secure field or text editor of the view (or a control of the bar itself) has focus.
    public static let keyboard = ToolbarItemPlacement(region: .keyboard)
}
