/// Where a `NavigationStack` puts its levels for the links inside it.
struct NavigationLevelsKey: EnvironmentKey {
    static var defaultValue: ObjectReference<NavigationLevels>? { nil }
}

extension EnvironmentValues {
    /// The levels of the nearest enclosing `NavigationStack`, nil outside one.
    var navigationLevels: NavigationLevels? {
        get { self[NavigationLevelsKey.self]?.object }
        set { self[NavigationLevelsKey.self] = newValue.map(ObjectReference.init) }
    }
}
