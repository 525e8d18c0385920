/// Where `toggleStyle(_:)` keeps an author's style among the environment's values; nil for a built-in style.
struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: CustomStyle<ToggleStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The author's style toggles inside draw with, set with `toggleStyle(_:)`; nil for a built-in one.
    var toggleStyle: CustomStyle<ToggleStyleConfiguration>? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
