import SpecUI

/// A grid's rows as its layout node lays them out: each cell and each spanning view the index of one of the
/// node's children, and the default spacings filled in.
struct GridPlan {
    /// A cell: the child it draws and the columns it takes.
    struct Cell {
        var child: Int
        var columns: Int
    }

    enum Row {
        case cells(alignment: VerticalAlignment?, [Cell])
        case spanning(child: Int)
    }

    var tracks: ResolvedGrid.Tracks
    var alignment: Alignment
    var horizontalSpacing: Int
    var verticalSpacing: Int
    var rows: [Row]

    /// The plan of `grid` and the views of its children, in the order the plan's indices count them.
    init(_ grid: ResolvedGrid) {
        tracks = grid.tracks
        alignment = grid.alignment
        horizontalSpacing = grid.horizontalSpacing.map(LayoutNode.cells) ?? LayoutNode.horizontalSpacing
        verticalSpacing = grid.verticalSpacing.map(LayoutNode.cells) ?? LayoutNode.verticalSpacing
        var count = 0
        rows = grid.rows.map { row in
            switch row {
            case .cells(let alignment, let cells):
                defer { count += cells.count }
                return .cells(
                    alignment: alignment,
                    cells.enumerated().map { Cell(child: count + $0.offset, columns: $0.element.columns) })
            case .spanning:
                defer { count += 1 }
                return .spanning(child: count)
            }
        }
    }

    /// Whether a lazy grid's lines run leading to trailing (a `LazyHGrid`'s columns) rather than top to bottom.
    var linesAreHorizontal: Bool {
        if case .lazy(.horizontal, _) = tracks { return true }
        return false
    }
}
