import Foundation

/// Where `defaultAppStorage(_:)` keeps the store among the environment's values; nil for `UserDefaults.standard`.
struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store an `@AppStorage` without `store:` keeps its value in, set with `defaultAppStorage(_:)`; nil for
    /// `UserDefaults.standard`.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Makes `store` the one every `@AppStorage` inside that names no `store:` keeps its value in, instead of
    /// `UserDefaults.standard`: `ContentView().defaultAppStorage(UserDefaults(suiteName: "group.app")!)`.
    public func defaultAppStorage(_ store: UserDefaults)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<UserDefaults?>>
    {
        environment(\.defaultAppStorage, store)
    }
}
