/// Turns a whole ``CellBuffer`` into text: plain, or with ANSI styles.
public enum FrameEncoder {
    /// The frame as plain text, one line per row, trailing spaces trimmed.
    public static func plainText(_ buffer: CellBuffer) -> String {
        plainText(lines: buffer.lines())
    }

    /// Rows of a frame (``CellBuffer/lines()``) as plain text, trailing spaces trimmed.
    static func plainText(lines: [String]) -> String {
        CellBuffer.trimmed(lines).joined(separator: "\n")
    }

    /// The frame as lines carrying SGR style escapes (for snapshots printed with `--color always`); each
    /// styled run is followed by a reset so every line stands alone. Trailing plain spaces are trimmed.
    public static func ansiText(_ buffer: CellBuffer, mode: ColorMode) -> String {
        guard mode.usesEscapes else { return plainText(buffer) }
        var lines: [String] = []
        for row in 0..<buffer.rows {
            var lastVisible = -1
            for column in 0..<buffer.columns {
                let cell = buffer[column, row]
                if cell.character != " " || cell.style != .plain {
                    lastVisible = column
                }
            }
            var line = ""
            var pen = CellStyle.plain
            var column = 0
            while column <= lastVisible {
                let cell = buffer[column, row]
                column += 1
                if cell.isContinuation {
                    continue
                }
                if cell.style != pen {
                    line += cell.style.escape(for: mode)
                    pen = cell.style
                }
                line.append(cell.character)
            }
            if pen != .plain {
                line += "\u{1B}[m"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
