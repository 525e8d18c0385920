/// A column of a `NavigationSplitView`: the one a collapsed split view shows, for
/// `NavigationSplitView(preferredCompactColumn:)`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Place: Hashable, Sendable {
        case sidebar, content, detail
    }

    let place: Place

    public static let sidebar = NavigationSplitViewColumn(place: .sidebar)
    public static let content = NavigationSplitViewColumn(place: .content)
    public static let detail = NavigationSplitViewColumn(place: .detail)

    private init(place: Place) {
        self.place = place
    }

    /// The column shown with `depth` columns pushed over the sidebar, of `count`.
    init(depth: Int, among count: Int) {
        place = depth == 0 ? .sidebar : depth == count - 1 ? .detail : .content
    }

    /// The columns pushed over the sidebar to show this one, of `count` (a two-column split view shows its
    /// sidebar for `.content`).
    func depth(among count: Int) -> Int {
        switch place {
        case .sidebar: 0
        case .content: count == 3 ? 1 : 0
        case .detail: count - 1
        }
    }
}
