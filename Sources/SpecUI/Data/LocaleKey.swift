import Foundation

/// Where the environment keeps the locale views format for.
struct LocaleKey: EnvironmentKey {
    /// United States English whatever the machine's settings, so a preview draws the same everywhere.
    static let defaultValue = Locale(identifier: "en_US")
}
