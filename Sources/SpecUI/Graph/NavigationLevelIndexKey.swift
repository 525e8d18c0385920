/// Where a `NavigationStack` tells each of its levels its place: 0 for the root, 1 for the first pushed level.
struct NavigationLevelIndexKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    /// The place of the level of the nearest enclosing `NavigationStack` the view is in, 0 for its root.
    var navigationLevelIndex: Int {
        get { self[NavigationLevelIndexKey.self] }
        set { self[NavigationLevelIndexKey.self] = newValue }
    }
}
