/// A button that stays pressed while on, which a terminal draws as a checkbox, `[x] Title`.
public struct ButtonToggleStyle: ToggleStyle, BuiltinToggleStyle, Equatable, Sendable {
    public init() {}
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var `button`: ButtonToggleStyle { ButtonToggleStyle() }
}
