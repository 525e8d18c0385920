import SpecUIText

/// A text editor's text cut into the rows it is drawn on, at most `width` cells each.
///
/// Each line of the text starts a row, and a line wider than the editor goes on at the first character that
/// does not fit, on the next row: rows break between characters, not words, so every character, and the
/// insertion point before it, has exactly one cell.
struct EditorRows {
    struct Row {
        /// The offset in the text, in characters, of the row's first character.
        var start: Int
        var characters: [Character] = []
        var width = 0

        var end: Int { start + characters.count }
    }

    let rows: [Row]
    let width: Int

    init(_ text: String, width: Int) {
        let width = max(1, width)
        var rows = [Row(start: 0)]
        var offset = 0
        for character in text {
            if character.isNewline {
                rows.append(Row(start: offset + 1))
            } else {
                let cells = DisplayWidth.of(String(character))
                if rows[rows.count - 1].width + cells > width, !rows[rows.count - 1].characters.isEmpty {
                    rows.append(Row(start: offset))
                }
                rows[rows.count - 1].characters.append(character)
                rows[rows.count - 1].width += cells
            }
            offset += 1
        }
        self.rows = rows
        self.width = width
    }

    /// The row the insertion point at `offset` is drawn on, and the cells before it there. At a break inside a
    /// line it stands at the start of the next row, before the character it is before; past a full last row, at
    /// the start of a row of its own; at the end of another full row, on its last cell.
    func position(of offset: Int) -> (row: Int, column: Int) {
        let (row, column) = unclamped(offset)
        guard column >= width else { return (row, column) }
        return row == rows.count - 1 ? (row + 1, 0) : (row, width - 1)
    }

    private func unclamped(_ offset: Int) -> (row: Int, column: Int) {
        var index = rows.count - 1
        while index > 0, rows[index].start > offset {
            index -= 1
        }
        let row = rows[index]
        let column = row.characters.prefix(max(0, offset - row.start)).reduce(0) {
            $0 + DisplayWidth.of(String($1))
        }
        return (index, column)
    }

    /// The offset of the insertion point on row `row` nearest `column` cells from its start, before a character
    /// it would fall inside: where Up and Down move it.
    func offset(row: Int, column: Int) -> Int {
        let row = rows[min(max(0, row), rows.count - 1)]
        var used = 0
        for (index, character) in row.characters.enumerated() {
            let cells = DisplayWidth.of(String(character))
            if used + cells > column { return row.start + index }
            used += cells
        }
        return row.end
    }
}
