/// Which columns of a `NavigationSplitView` are shown beside its detail where they fit side by side.
///
/// ```swift
/// @State private var visibility = NavigationSplitViewVisibility.all
/// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    enum Columns: Hashable, Sendable, Codable {
        case automatic, all, doubleColumn, detailOnly
    }

    let columns: Columns

    /// Every column, as a terminal wide enough for them shows by default.
    public static let automatic = NavigationSplitViewVisibility(columns: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(columns: .all)
    /// The detail and the column before it: the sidebar of two columns, the content of three.
    public static let doubleColumn = NavigationSplitViewVisibility(columns: .doubleColumn)
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(columns: .detailOnly)

    /// Whether the column at `index` (0 the sidebar) of a split view of `count` columns is shown; the detail, the
    /// last, always is.
    func shows(column index: Int, of count: Int) -> Bool {
        switch columns {
        case .automatic, .all: true
        case .doubleColumn: index >= count - 2
        case .detailOnly: index == count - 1
        }
    }
}
