import SpecUIText

/// A width × height grid of cells: what one frame looks like.
///
/// ```swift
/// var buffer = CellBuffer(columns: 6, rows: 1)
/// buffer.write("日本", x: 0, y: 0)
/// buffer.lines() == ["日本  "]
/// ```
public struct CellBuffer: Hashable, Sendable {
    public private(set) var columns: Int
    public private(set) var rows: Int
    public private(set) var cells: [Cell]

    public init(columns: Int, rows: Int, fill: Cell = .blank()) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.cells = Array(repeating: fill, count: self.columns * self.rows)
    }

    public init(size: TerminalSize) {
        self.init(columns: size.columns, rows: size.rows)
    }

    public var size: TerminalSize { TerminalSize(columns: columns, rows: rows) }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * columns + x]
    }

    /// Whether (x, y) lies inside the grid.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < columns && y < rows
    }

    /// Puts `cell` at (x, y), clearing the other half of any wide character it overwrites; a wide character
    /// that does not fit before the row's end (or `limit`) becomes a space. Returns the columns used.
    ///
    /// With `keepingBackground`, a cell without a background of its own takes the background already there, as
    /// text drawn over a filled view shows that fill behind it.
    @discardableResult
    public mutating func set(_ cell: Cell, x: Int, y: Int, limit: Int? = nil, keepingBackground: Bool = false) -> Int {
        let end = min(limit ?? columns, columns)
        guard y >= 0, y < rows, x >= 0, x < end else { return 0 }
        let width = DisplayWidth.of(cell.character)
        guard width > 0 else { return 0 }
        var style = cell.style
        if keepingBackground, style.background == nil {
            style.background = self[x, y].style.background
        }
        if width == 2, x + 1 >= end {
            place(Cell(" ", style: style), x: x, y: y)
            return 1
        }
        place(Cell(cell.character, style: style), x: x, y: y)
        if width == 2 {
            place(Cell(" ", style: style, isContinuation: true), x: x + 1, y: y)
        }
        return width
    }

    /// Writes `text` from (x, y) on one row, clipped at the row's end or at column `limit`; zero-width and
    /// control characters are skipped. Returns the columns used. `keepingBackground` is as for ``set(_:x:y:limit:keepingBackground:)``.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, x: Int, y: Int, style: CellStyle = .plain, limit: Int? = nil,
        keepingBackground: Bool = false
    )
        -> Int
    {
        var column = x
        let end = min(limit ?? columns, columns)
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 {
                continue
            }
            if column >= end {
                break
            }
            if column < 0 {
                column += width
                continue
            }
            column += set(
                Cell(character, style: style), x: column, y: y, limit: end, keepingBackground: keepingBackground)
        }
        return column - x
    }

    /// Changes the style of the cells in a rectangle, keeping their characters.
    public mutating func restyle(x: Int, y: Int, width: Int, height: Int, _ change: (inout CellStyle) -> Void) {
        for row in max(0, y)..<max(max(0, y), min(rows, y + height)) {
            for column in max(0, x)..<max(max(0, x), min(columns, x + width)) {
                change(&cells[row * columns + column].style)
            }
        }
    }

    /// Fills a rectangle with blank cells in `style`.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, style: CellStyle) {
        for row in max(0, y)..<max(max(0, y), min(rows, y + height)) {
            for column in max(0, x)..<max(max(0, x), min(columns, x + width)) {
                place(Cell.blank(style), x: column, y: row)
            }
        }
    }

    /// Each row as text, exactly `columns` cells wide (a wide character counts for its two cells).
    public func lines() -> [String] {
        (0..<rows).map { row in
            var line = ""
            for column in 0..<columns where !self[column, row].isContinuation {
                line.append(self[column, row].character)
            }
            return line
        }
    }

    /// Each row as text with trailing spaces removed, for printing.
    public func trimmedLines() -> [String] {
        Self.trimmed(lines())
    }

    /// Rows of a frame (``lines()``) with trailing spaces removed.
    static func trimmed(_ lines: [String]) -> [String] {
        lines.map { line in
            var trimmed = Substring(line)
            while trimmed.last == " " {
                trimmed.removeLast()
            }
            return String(trimmed)
        }
    }

    /// Stores `cell` at (x, y) after blanking whatever half of a wide character it breaks.
    private mutating func place(_ cell: Cell, x: Int, y: Int) {
        let index = y * columns + x
        let old = cells[index]
        if old.isContinuation, x > 0, !cell.isContinuation {
            cells[index - 1] = Cell.blank(cells[index - 1].style)
        }
        if !old.isContinuation, DisplayWidth.of(old.character) == 2, x + 1 < columns {
            let next = index + 1
            if cells[next].isContinuation {
                cells[next] = Cell.blank(cells[next].style)
            }
        }
        cells[index] = cell
    }
}
