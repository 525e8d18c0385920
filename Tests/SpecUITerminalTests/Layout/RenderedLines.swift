import SpecUI

@testable import SpecUITerminal

/// The lines of `view` drawn as the root of a terminal `columns` wide and `rows` high, each exactly as wide as the
/// frame, left to right unless `rtl`.
@MainActor
func renderedLines(_ view: some View, columns: Int, rows: Int, rtl: Bool = false) -> [String] {
    TerminalRenderer.snapshot(
        view, size: TerminalSize(columns: columns, rows: rows), layoutDirection: rtl ? .rightToLeft : .leftToRight
    ).lines
}
