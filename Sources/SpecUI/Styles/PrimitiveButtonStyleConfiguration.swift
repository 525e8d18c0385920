/// What a `PrimitiveButtonStyle` draws a button from, and the button's action to trigger.
///
/// Sendable so that `Button(action: configuration.trigger)` can hand the action on: a configuration is made
/// and read on the main actor only, where styles' bodies are evaluated and actions run.
public struct PrimitiveButtonStyleConfiguration: @unchecked Sendable {
    public typealias Label = ButtonStyleConfiguration.Label

    public let label: Label
    /// The button's role, nil for an ordinary button.
    public let role: ButtonRole?
    let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() {
        action()
    }

    /// The button a built-in style describes, for a caller that asks the style for its body.
    @MainActor func button(drawnAs style: some BuiltinPrimitiveButtonStyle) -> some View {
        Button(role: role, action: action) { label }.buttonStyle(style)
    }
}
