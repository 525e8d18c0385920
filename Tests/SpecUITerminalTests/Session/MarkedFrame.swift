import SpecUI

@testable import SpecUITerminal

/// A frame's rows with the reverse-video cells (the focus and the insertion point) in brackets.
@MainActor
func marked(_ session: TerminalSession, _ size: TerminalSize) -> [String] {
    let buffer = session.frame(size: size)
    return (0..<buffer.rows).map { y in
        var row = ""
        for x in 0..<buffer.columns where !buffer[x, y].isContinuation {
            let cell = buffer[x, y]
            row += cell.style.reverse ? "[\(cell.character)]" : String(cell.character)
        }
        return row
    }
}
