import SpecUI

@testable import SpecUITerminal

/// Each cell of `view`'s frame drawn at `columns` x `rows`: where the cell has a background color its character,
/// `#` for a blank; without one `.` for a blank and `?` for anything else.
@MainActor
func backgroundCells(_ view: some View, columns: Int, rows: Int) -> [String] {
    let session = TerminalSession(host: ViewHost(view))
    let buffer = session.frame(size: TerminalSize(columns: columns, rows: rows))
    return (0..<rows).map { y in
        String(
            (0..<columns).map { x in
                let cell = buffer[x, y]
                guard cell.style.background != nil else { return cell.character == " " ? "." : "?" }
                return cell.character == " " ? "#" : cell.character
            })
    }
}
