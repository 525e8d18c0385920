/// Where `buttonStyle(_:)` keeps its choice among the environment's values.
struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleChoice { .builtin(.borderless) }
}

extension EnvironmentValues {
    /// The style buttons inside draw with, set with `buttonStyle(_:)`.
    var buttonStyle: ButtonStyleChoice {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
