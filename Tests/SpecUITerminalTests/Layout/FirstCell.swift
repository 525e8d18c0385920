import SpecUI

@testable import SpecUITerminal

/// The top leading cell of `view` drawn on a screen of one cell.
@MainActor
func firstCell(_ view: some View) -> Cell {
    let session = TerminalSession(host: ViewHost(view))
    return session.frame(size: TerminalSize(columns: 1, rows: 1))[0, 0]
}
