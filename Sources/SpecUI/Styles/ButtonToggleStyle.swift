/// A button that stays pressed while on. A terminal draws it as it draws every built-in toggle style.
public struct ButtonToggleStyle: ToggleStyle, BuiltinToggleStyle, Equatable, Sendable {
    public init() {}
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var `button`: ButtonToggleStyle { ButtonToggleStyle() }
}
