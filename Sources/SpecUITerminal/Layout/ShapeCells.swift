import SpecUI

/// The cells a shape covers in a rectangle of cells, and the character each cell of its outline draws.
///
/// A cell belongs to the shape when its center lies inside the outline, measured with a cell twice as tall as it
/// is wide, as a terminal draws it: a circle ten columns across is five rows tall. One rule for every size, so a
/// small shape is the same outline with fewer cells.
@MainActor
struct ShapeCells {
    /// The outline drawn, its insets taken off.
    let outline: ResolvedShape.Outline
    /// The columns and rows the outline is drawn in: the rectangle's, less the insets on each side.
    let columns: Int
    let rows: Int
    /// The cells an inset outline is moved in from the rectangle's top leading corner (out, when negative).
    private let inset: Int
    /// For a shape of one's own, the cells of its path in this rectangle.
    private let pathCells: PathCells?

    init(outline: ResolvedShape.Outline, columns: Int, rows: Int, isEvenOdd: Bool = false) {
        var (drawn, inset) = (outline, 0)
        while case .inset(let base, let amount) = drawn {
            drawn = base
            inset += (amount < 0 ? -1 : 1) * LayoutNode.cells(abs(amount))
        }
        self.outline = drawn
        self.inset = inset
        self.columns = max(0, columns - 2 * inset)
        self.rows = max(0, rows - 2 * inset)
        if case .path(let shape) = drawn {
            pathCells = PathCells(
                shape.path(columns: self.columns, rows: self.rows), columns: self.columns, rows: self.rows,
                isEvenOdd: isEvenOdd)
        } else {
            pathCells = nil
        }
    }

    /// The drawn length of a row, in columns.
    private static let rowLength = 2.0

    /// Whether the cell at `column`, `row` (from the rectangle's top leading corner) is inside the shape.
    func contains(_ column: Int, _ row: Int) -> Bool {
        let (column, row) = (column - inset, row - inset)
        guard column >= 0, row >= 0, column < columns, row < rows else { return false }
        if let pathCells { return pathCells.isFilled(column, row) }
        let x = Double(column) + 0.5
        let y = (Double(row) + 0.5) * Self.rowLength
        let width = Double(columns)
        let height = Double(rows) * Self.rowLength
        let shorter = min(width, height)
        switch outline {
        case .rectangle:
            return true
        case .roundedRectangle(let radius):
            return Self.inRoundedRectangle(x, y, width, height, radius: min(radius, shorter / 2))
        case .capsule:
            return Self.inRoundedRectangle(x, y, width, height, radius: shorter / 2)
        case .ellipse:
            let (dx, dy) = ((x - width / 2) / (width / 2), (y - height / 2) / (height / 2))
            return dx * dx + dy * dy <= 1
        case .circle:
            let (dx, dy) = (x - width / 2, y - height / 2)
            return dx * dx + dy * dy <= shorter * shorter / 4
        case .path, .inset:
            return false
        }
    }

    /// Whether a point is inside a rounded rectangle at the origin. A corner character (`╭`) rounds a row's
    /// length of the radius itself, so only the rest of the radius cuts cells off the corners.
    private static func inRoundedRectangle(
        _ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double
    ) -> Bool {
        let cut = max(0, radius - rowLength)
        let nearestX = min(max(x, cut), width - cut)
        let nearestY = min(max(y, cut), height - cut)
        let (dx, dy) = (x - nearestX, y - nearestY)
        return dx * dx + dy * dy <= cut * cut
    }

    /// The character the outline draws at `column`, `row`: a line along the sides that face outside, a corner
    /// where two do, and a turn where the outline steps by a cell; nil off the outline.
    func outlineCharacter(_ column: Int, _ row: Int) -> Character? {
        if let pathCells { return pathCells.strokeCharacter(column - inset, row - inset) }
        return Self.boundaryCharacter(column, row, rounded: outline != .rectangle, inside: contains)
    }

    /// The character the outline of the cells `inside` tells draws at `column`, `row`, with rounded corners
    /// (`╭`) or square ones (`┌`); nil off the outline.
    nonisolated static func boundaryCharacter(
        _ column: Int, _ row: Int, rounded: Bool, inside: (Int, Int) -> Bool
    ) -> Character? {
        guard inside(column, row) else { return nil }
        func outside(_ dx: Int, _ dy: Int) -> Bool { !inside(column + dx, row + dy) }
        let corners: [Character] = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        switch (outside(0, -1), outside(0, 1), outside(-1, 0), outside(1, 0)) {
        case (true, true, _, _): return "─"
        case (_, _, true, true): return "│"
        case (true, _, true, _): return corners[0]
        case (true, _, _, true): return corners[1]
        case (_, true, true, _): return corners[2]
        case (_, true, _, true): return corners[3]
        case (true, _, _, _), (_, true, _, _): return "─"
        case (_, _, true, _), (_, _, _, true): return "│"
        default: break
        }
        // Inside every side: the outline steps out (or in) by a cell at the diagonal that is outside.
        if outside(-1, -1) { return corners[3] }
        if outside(1, -1) { return corners[2] }
        if outside(-1, 1) { return corners[1] }
        if outside(1, 1) { return corners[0] }
        return nil
    }
}
