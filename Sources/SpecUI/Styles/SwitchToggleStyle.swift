/// A switch: the title at the leading edge of the width the toggle is offered, `[x]` or `[ ]` at the trailing one.
public struct SwitchToggleStyle: ToggleStyle, BuiltinToggleStyle, Equatable, Sendable {
    public init() {}
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
