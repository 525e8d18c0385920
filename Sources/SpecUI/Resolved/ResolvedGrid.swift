/// A `Grid`, `LazyVGrid` or `LazyHGrid` and its cells, row by row.
public struct ResolvedGrid: Sendable {
    /// How the cells are put into columns.
    public enum Tracks: Sendable {
        /// A `Grid`: each row of cells is a row of the grid, its columns as wide as their widest cells.
        case table
        /// A `LazyVGrid` (axis vertical, the items its columns) or a `LazyHGrid` (axis horizontal, the items its
        /// rows): each run of cells flows into the items, a new row (column) after the last one.
        case lazy(axis: Axis, items: [GridItem])
    }

    public var tracks: Tracks
    /// Where a view sits in its cell unless its item or row says otherwise.
    public var alignment: Alignment
    /// `nil` means the default spacing; a lazy grid's items space their own columns (rows).
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var rows: [ResolvedGridRow]

    public init(
        tracks: Tracks, alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?,
        rows: [ResolvedGridRow]
    ) {
        self.tracks = tracks
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.rows = rows
    }
}
