/// A row of a grid: cells, or one view across every column.
public enum ResolvedGridRow: Sendable {
    /// A `GridRow`'s cells, or a run of a lazy grid's cells that flows into its items; `alignment` places them
    /// vertically unless `nil`, the grid's.
    case cells(alignment: VerticalAlignment?, [ResolvedGridCell])
    /// A view outside a `GridRow`, or a section's header or footer in a lazy grid, as a cell across every column.
    case spanning(ResolvedGridCell)

    /// The views of the row, in order.
    public var views: [ResolvedView] {
        switch self {
        case .cells(_, let cells): cells.map(\.view)
        case .spanning(let cell): [cell.view]
        }
    }
}
