/// Writes frames to a terminal as the difference from the frame before: only changed cells, with the fewest
/// cursor moves, inside synchronized-output markers (CSI ?2026h … CSI ?2026l).
///
/// It remembers the last frame, the cursor position and the current style (the pen) between frames, so an
/// unchanged frame costs zero bytes and a single changed cell a few dozen. A frame of a different size is
/// redrawn in full after clearing the screen.
public struct DiffWriter: Sendable {
    public let mode: ColorMode
    private var previous: CellBuffer?
    private var cursor: (x: Int, y: Int)?
    private var pen: CellStyle = .plain

    public init(mode: ColorMode) {
        self.mode = mode
    }

    /// Forgets the previous frame so the next one is drawn in full (after the screen was cleared elsewhere).
    public mutating func invalidate() {
        previous = nil
        cursor = nil
    }

    /// The bytes that turn the previous frame into `next` on screen; empty when nothing changed.
    public mutating func render(_ next: CellBuffer) -> [UInt8] {
        var output = ""
        let full = previous.map { $0.size != next.size } ?? true
        if full {
            output += "\u{1B}[m\u{1B}[2J"
            pen = .plain
            cursor = nil
        }
        for y in 0..<next.rows {
            var x = 0
            // After a cluster a terminal may draw at another width, the next cell is drawn again.
            var redrawsNext = false
            while x < next.columns {
                let cell = next[x, y]
                let width = max(1, cell.width)
                if cell.isContinuation
                    || (!full && !redrawsNext && !changed(next, previous!, x: x, y: y, width: width))
                {
                    x += 1
                    continue
                }
                moveCursor(to: (x, y), into: &output)
                if cell.style != pen {
                    output += cell.style.escape(for: mode)
                    pen = cell.style
                }
                // Terminals disagree on the width of a cluster of several scalars (an emoji with a variation
                // selector or a skin tone, a flag, a joined sequence): its cells are blanked first, so one drawn
                // narrower leaves no stale cell, and the cursor is placed anew after it.
                let isAmbiguous = cell.character.unicodeScalars.count > 1
                if isAmbiguous {
                    output += String(repeating: " ", count: width)
                    cursor = nil
                    moveCursor(to: (x, y), into: &output)
                }
                output.append(cell.character)
                // At the right edge the terminal holds the cursor in a pending wrap: its column is unknown.
                cursor = !isAmbiguous && x + width < next.columns ? (x + width, y) : nil
                redrawsNext = isAmbiguous
                x += width
            }
        }
        previous = next
        guard !output.isEmpty else { return [] }
        return Array(("\u{1B}[?2026h" + output + "\u{1B}[?2026l").utf8)
    }

    private func changed(_ next: CellBuffer, _ old: CellBuffer, x: Int, y: Int, width: Int) -> Bool {
        if next[x, y] != old[x, y] {
            return true
        }
        return width == 2 && x + 1 < next.columns && next[x + 1, y] != old[x + 1, y]
    }

    /// Appends the shortest move from the known cursor position to `target` (1-based CUP, or CUF/CUB on the
    /// same row).
    private func moveCursor(to target: (x: Int, y: Int), into output: inout String) {
        if let cursor, cursor == target {
            return
        }
        let absolute = target.x == 0 ? "\u{1B}[\(target.y + 1)H" : "\u{1B}[\(target.y + 1);\(target.x + 1)H"
        guard let cursor, cursor.y == target.y else {
            output += absolute
            return
        }
        let distance = target.x - cursor.x
        let count = abs(distance) == 1 ? "" : String(abs(distance))
        let relative = "\u{1B}[" + count + (distance > 0 ? "C" : "D")
        output += relative.utf8.count < absolute.utf8.count ? relative : absolute
    }
}
