import SpecUI

/// The cells a path covers in a rectangle of cells: those its fill covers, and what its stroke draws.
///
/// A fill covers each cell whose center is inside the path (or on its outline), every subpath closed. A stroke
/// draws a closed subpath with curves as the outline of the cells it encloses, with the rounded corners and turns
/// a built-in round shape's outline has; it draws any other subpath, and a curved one too thin to enclose a
/// cell's center, as the cells its lines pass through, each drawn the way the line runs there (`─`, `│`, `╱`,
/// `╲`), or as a corner where a line turns.
struct PathCells {
    let columns: Int
    let rows: Int
    /// Whether the path has curves, whose outline turns with rounded corners (`╭`), not square ones (`┌`).
    let isCurved: Bool
    private var filled: [Bool]
    /// The cells the closed subpaths enclose.
    private var enclosed: [Bool]
    /// The line drawn in each cell an open subpath passes through.
    private var lines: [Character?]

    init(_ path: Path, columns: Int, rows: Int, isEvenOdd: Bool) {
        self.columns = columns
        self.rows = rows
        isCurved = path.elements.contains { element in
            switch element {
            case .quadCurve, .curve: true
            default: false
            }
        }
        let polylines = path.polylines
        let closed = polylines.filter(\.isClosed)
        func cells(inside subpaths: [Path.Polyline]) -> [Bool] {
            (0..<(columns * rows)).map { index in
                let center = CGPoint(x: Double(index % columns) + 0.5, y: Double(index / columns) + 0.5)
                return Path.contains(center, in: subpaths, eoFill: isEvenOdd)
            }
        }
        filled = cells(inside: polylines)
        enclosed = isCurved ? cells(inside: closed) : Array(repeating: false, count: columns * rows)
        let drawnAsLines = enclosed.contains(true) ? polylines.filter { !$0.isClosed } : polylines
        lines = LineRaster(columns: columns, rows: rows, polylines: drawnAsLines).characters(rounded: isCurved)
    }

    /// Whether the fill covers the cell at `column`, `row`.
    func isFilled(_ column: Int, _ row: Int) -> Bool {
        guard column >= 0, row >= 0, column < columns, row < rows else { return false }
        return filled[row * columns + column]
    }

    /// What the stroke draws at `column`, `row`; nil where it draws nothing.
    func strokeCharacter(_ column: Int, _ row: Int) -> Character? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        if let line = lines[row * columns + column] { return line }
        return ShapeCells.boundaryCharacter(column, row, rounded: isCurved) { column, row in
            column >= 0 && row >= 0 && column < columns && row < rows && enclosed[row * columns + column]
        }
    }
}
