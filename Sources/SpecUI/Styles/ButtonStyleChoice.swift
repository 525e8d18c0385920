/// The button style set by the nearest `buttonStyle(_:)`, as the environment carries it.
///
/// Two choices are equal when they are the same built-in style, or custom styles of one type whose values
/// are equal; a custom style that is not Equatable never equals another, so the buttons under it are drawn
/// again whenever their environment is handed down.
enum ButtonStyleChoice: Equatable, @unchecked Sendable {
    case builtin(BuiltinButtonStyle)
    /// A `ButtonStyle`: the button stays what activates, and the style draws its label.
    case label(style: Any, body: @MainActor (ButtonStyleConfiguration) -> AnyView)
    /// A `PrimitiveButtonStyle` of the author's: the style draws the whole button and triggers its action.
    case primitive(style: Any, body: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)

    static func == (lhs: ButtonStyleChoice, rhs: ButtonStyleChoice) -> Bool {
        switch (lhs, rhs) {
        case (.builtin(let lhs), .builtin(let rhs)): lhs == rhs
        case (.label(let lhs, _), .label(let rhs, _)), (.primitive(let lhs, _), .primitive(let rhs, _)):
            equalIfEquatable(lhs, rhs) == true
        default: false
        }
    }
}
