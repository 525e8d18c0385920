/// Where `labelStyle(_:)` keeps the style labels inside draw with among the environment's values; nil for the
/// default, the icon before the title.
struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: CustomStyle<LabelStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The style labels inside draw with, set with `labelStyle(_:)`; nil for the default one.
    var labelStyle: CustomStyle<LabelStyleConfiguration>? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
