/// The column after a `NavigationSplitView`'s column side by side, where the links in that column's stack show
/// their destinations instead of pushing them.
struct SplitViewNextColumn {
    let destinations: SplitViewDestinations
    /// The index of the column after the links' column.
    let index: Int
}
