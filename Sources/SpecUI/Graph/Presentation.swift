/// What one `sheet`, `fullScreenCover` or `alert` modifier presents, kept by the modifier's node: how to dismiss
/// it, and what it presented at the last update, to run `onDismiss` as that goes.
@MainActor
final class Presentation {
    /// Sets the modifier's binding so that it presents nothing.
    var dismiss: @MainActor () -> Void = {}
    /// The identity of the view presented at the last update: a `sheet(item:)`'s item id; nil when none was.
    var presentedKey: AnyHashable?

    /// Where the modifier's node keeps it among its state boxes.
    static let slot = "presentation"
    /// The serials of the `.cancel` buttons among an alert's or a confirmation dialog's buttons.
    var cancelButtons: Set<Int> = []
    /// The presentation an open menu was opened from: the menu it is an item of, closed with it when one of its
    /// buttons is chosen.
    weak var enclosing: Presentation?

    /// Dismisses this presentation after one of its buttons ran its action, and the menus it was opened from.
    func dismissAfterChoice() {
        dismiss()
        enclosing?.dismissAfterChoice()
    }
}
