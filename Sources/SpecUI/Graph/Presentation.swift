/// What one `sheet`, `fullScreenCover` or `alert` modifier presents, kept by the modifier's node: how to dismiss
/// it, and whether it was presented at the last update, to run `onDismiss` as it goes.
@MainActor
final class Presentation {
    /// Sets the modifier's binding so that it presents nothing.
    var dismiss: @MainActor () -> Void = {}
    var wasPresented = false
}
