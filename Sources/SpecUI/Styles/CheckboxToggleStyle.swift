/// A checkbox, `[x] Title`, as wide as it draws.
public struct CheckboxToggleStyle: ToggleStyle, BuiltinToggleStyle, Equatable, Sendable {
    public init() {}
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var `checkbox`: CheckboxToggleStyle { CheckboxToggleStyle() }
}
