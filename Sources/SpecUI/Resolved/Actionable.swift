/// An interactive view found in the resolved tree, in tree order.
public struct Actionable: Sendable, Equatable {
    /// What kind of control this is.
    public enum Kind: Sendable, Equatable {
        case button, toggle, stepper, textField, picker, slider

        /// The kinds a tap acts on: a button is pressed, a toggle flipped, a picker advanced to its next option.
        public static let tappable: [Kind] = [.button, .toggle, .picker]

        /// The kinds stepped up and down: a stepper's value, a picker's option, a slider's value.
        public static let adjustable: [Kind] = [.stepper, .picker, .slider]

        /// How messages name the kind: `button`, `toggle`, `stepper`, `text field`, `picker`, `slider`.
        public var name: String {
            switch self {
            case .button: "button"
            case .toggle: "toggle"
            case .stepper: "stepper"
            case .textField: "text field"
            case .picker: "picker"
            case .slider: "slider"
            }
        }
    }

    public var id: ActionableID
    public var kind: Kind
    /// The `accessibilityLabel` set around the control, else its label as assistive technology names it (a
    /// button's label texts joined by a space, an icon-only label's title, a lone symbol's name; a toggle's title,
    /// a text field's placeholder, a stepper's, picker's or slider's label).
    public var label: String
    /// The innermost `accessibilityIdentifier` applied around the control.
    public var accessibilityIdentifier: String?
    public var isDisabled: Bool
    /// The layout direction the control is drawn in: right to left, a stepper's `+` is on the left.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The innermost `accessibilityHint` set around the control.
    public var accessibilityHint: String?
    /// The innermost `accessibilityValue` set around the control, else a stepper's value as it describes itself
    /// (or as its `format:` writes it).
    public var accessibilityValue: String?
    /// Whether `accessibilityHidden(true)` is set around the control, so that it is not found by its handle.
    public var isAccessibilityHidden = false
    /// The innermost `keyboardShortcut` set around the control.
    public var keyboardShortcut: KeyboardShortcut?
}
