/// The nearest `NavigationStack`'s levels as the environment carries them; equal when they are the same stack's.
struct NavigationLevelsReference: Equatable, @unchecked Sendable {
    let levels: NavigationLevels

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.levels === rhs.levels
    }
}

/// Where a `NavigationStack` puts its levels for the links inside it.
struct NavigationLevelsKey: EnvironmentKey {
    static var defaultValue: NavigationLevelsReference? { nil }
}

extension EnvironmentValues {
    /// The levels of the nearest enclosing `NavigationStack`, nil outside one.
    var navigationLevels: NavigationLevels? {
        get { self[NavigationLevelsKey.self]?.levels }
        set { self[NavigationLevelsKey.self] = newValue.map(NavigationLevelsReference.init) }
    }
}
