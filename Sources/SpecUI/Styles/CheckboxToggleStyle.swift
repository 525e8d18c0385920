/// A checkbox. A terminal draws it as it draws every built-in toggle style.
public struct CheckboxToggleStyle: ToggleStyle, BuiltinToggleStyle, Equatable, Sendable {
    public init() {}
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var `checkbox`: CheckboxToggleStyle { CheckboxToggleStyle() }
}
