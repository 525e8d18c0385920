/// An interactive view found in the resolved tree, in tree order.
public struct Actionable: Sendable, Equatable {
    /// What kind of control this is.
    public enum Kind: Sendable, Equatable {
        case button, toggle, stepper, textField

        /// The kinds a tap acts on: a button is pressed, a toggle flipped.
        public static let tappable: [Kind] = [.button, .toggle]

        /// How messages name the kind: `button`, `toggle`, `stepper`, `text field`.
        public var name: String {
            switch self {
            case .button: "button"
            case .toggle: "toggle"
            case .stepper: "stepper"
            case .textField: "text field"
            }
        }
    }

    public var id: ActionableID
    public var kind: Kind
    /// The text of the label (a button's label texts joined by a space, a toggle's title, a text field's
    /// placeholder, a stepper's label).
    public var label: String
    /// The innermost `accessibilityIdentifier` applied around the control.
    public var accessibilityIdentifier: String?
    public var isDisabled: Bool
    /// The layout direction the control is drawn in: right to left, a stepper's `+` is on the left.
    public var layoutDirection: LayoutDirection = .leftToRight
}
