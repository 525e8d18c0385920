import Foundation

extension EnvironmentValues {
    /// The locale the views inside format for: `en_US` unless `environment(\.locale, _:)` sets another, so a
    /// preview draws the same on every machine (docs/RUNTIME.md).
    ///
    /// ```swift
    /// @Environment(\.locale) private var locale
    /// Text(price, format: .currency(code: "EUR").locale(locale))
    /// ```
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// Whether the scene the views are in is in front: `.active` in a terminal preview, which is always in front.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
