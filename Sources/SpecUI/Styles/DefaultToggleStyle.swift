/// The platform's default look. A terminal draws it as it draws every built-in toggle style.
public struct DefaultToggleStyle: ToggleStyle, BuiltinToggleStyle, Equatable, Sendable {
    public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var `automatic`: DefaultToggleStyle { DefaultToggleStyle() }
}
