/// Where a `TabView` puts its state for the tab items inside it.
struct TabViewStateKey: EnvironmentKey {
    static var defaultValue: ObjectReference<TabViewState>? { nil }
}

extension EnvironmentValues {
    /// The state of the nearest enclosing `TabView`, nil outside one.
    var tabViewState: TabViewState? {
        get { self[TabViewStateKey.self]?.object }
        set { self[TabViewStateKey.self] = newValue.map(ObjectReference.init) }
    }
}
