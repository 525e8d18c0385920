/// Dismisses the sheet or alert the view is presented in: `@Environment(\.dismiss) private var dismiss`, then
/// `dismiss()`; in a view pushed on a `NavigationStack`, goes back to the view below. Elsewhere it does nothing.
public struct DismissAction: Equatable, Sendable {
    let presentation: Presentation?
    let navigation: NavigationLevels?

    @MainActor
    public func callAsFunction() {
        if let presentation {
            presentation.dismiss()
        } else {
            navigation?.pop()
        }
    }

    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
        lhs.presentation === rhs.presentation && lhs.navigation === rhs.navigation
    }
}

extension EnvironmentValues {
    /// Dismisses the presentation the view is in, or pops the navigation level it was pushed as.
    public var dismiss: DismissAction {
        DismissAction(presentation: presentation, navigation: presentation == nil ? pushedLevels : nil)
    }
}
