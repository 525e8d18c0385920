/// Where a collapsed `NavigationSplitView` tells the views of each column which column they are in.
struct SplitViewColumnKey: EnvironmentKey {
    static var defaultValue: SplitViewColumn? { nil }
}

extension EnvironmentValues {
    /// The column of the collapsed `NavigationSplitView` the view is in, nil outside one and inside its detail.
    var splitViewColumn: SplitViewColumn? {
        get { self[SplitViewColumnKey.self] }
        set { self[SplitViewColumnKey.self] = newValue }
    }
}
