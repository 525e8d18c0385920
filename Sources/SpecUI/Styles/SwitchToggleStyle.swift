/// A switch. A terminal draws it as it draws every built-in toggle style.
public struct SwitchToggleStyle: ToggleStyle, BuiltinToggleStyle, Equatable, Sendable {
    public init() {}
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
