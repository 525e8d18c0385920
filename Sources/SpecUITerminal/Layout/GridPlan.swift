import SpecUI

/// A grid's rows as its layout node lays them out: each cell and each spanning view the index of one of the
/// node's children, and the default spacings filled in.
struct GridPlan {
    /// A cell: the child it draws, the columns it takes, the axes it does not size and the alignment it sets for
    /// its column.
    struct Cell {
        var child: Int
        var columns: Int
        var unsizedAxes: Axis.Set
        var columnAlignment: HorizontalAlignment? = nil
    }

    enum Row {
        case cells(alignment: VerticalAlignment?, [Cell])
        /// A view across every column; unless its width is unsized, it widens the grid to its own width.
        case spanning(Cell)
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
                    cells.enumerated().map {
                        Cell(
                            child: count + $0.offset, columns: $0.element.columns,
                            unsizedAxes: $0.element.unsizedAxes, columnAlignment: $0.element.columnAlignment)
                    })
            case .spanning(let cell):
                defer { count += 1 }
                return .spanning(Cell(child: count, columns: 1, unsizedAxes: cell.unsizedAxes))
            }
        }
    }

    /// The horizontal alignment of each of `count` columns a cell in them set, the first one in each column.
    func columnAlignments(count: Int) -> [HorizontalAlignment?] {
        var alignments = [HorizontalAlignment?](repeating: nil, count: count)
        for case .cells(_, let cells) in rows {
            var column = 0
            for cell in cells {
                if let alignment = cell.columnAlignment, column < count, alignments[column] == nil {
                    alignments[column] = alignment
                }
                column += cell.columns
            }
        }
        return alignments
    }

    /// Whether a lazy grid's lines run leading to trailing (a `LazyHGrid`'s columns) rather than top to bottom.
    var linesAreHorizontal: Bool {
        if case .lazy(.horizontal, _) = tracks { return true }
        return false
    }
}
