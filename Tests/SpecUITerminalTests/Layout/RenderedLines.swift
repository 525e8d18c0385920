import SpecUI

@testable import SpecUITerminal

/// The lines of `view`'s frame drawn at `columns` x `rows`, each exactly as wide as the frame.
@MainActor
func renderedLines(_ view: some View, columns: Int, rows: Int) -> [String] {
    TerminalRenderer.snapshot(view, size: TerminalSize(columns: columns, rows: rows)).lines
}
