/// The platform's default look, iOS's switch (see `SwitchToggleStyle`).
public struct DefaultToggleStyle: ToggleStyle, BuiltinToggleStyle, Equatable, Sendable {
    public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var `automatic`: DefaultToggleStyle { DefaultToggleStyle() }
}
