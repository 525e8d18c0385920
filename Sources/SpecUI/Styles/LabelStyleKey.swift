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

extension CustomStyle<LabelStyleConfiguration> {
    /// `style` as the environment keeps it.
    @MainActor init<S: LabelStyle>(label style: S) {
        self.init(style: style, body: { AnyView(style.makeBody(configuration: $0)) })
    }
}
