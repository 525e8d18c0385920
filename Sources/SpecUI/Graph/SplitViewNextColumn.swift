/// The column after a `NavigationSplitView`'s column side by side, where the links in that column's stack show
/// their destinations instead of pushing them.
struct SplitViewNextColumn {
    /// Held weakly, as the destinations shown hold the stacks whose links showed them.
    weak var destinations: SplitViewDestinations?
    /// The index of the column after the links' column.
    let index: Int
}
