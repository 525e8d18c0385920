import SpecUI
import Testing

@testable import SpecUITerminal

/// Text that wraps keeps its spaces as written, as SwiftUI's does: runs of spaces between words and the indentation
/// of the first line; only the spaces where a line breaks are not drawn.
@MainActor
@Suite struct WrappedSpacesTests {
    private func lines(_ view: some View, columns: Int, rows: Int) -> [String] {
        TerminalRenderer.snapshot(view, size: TerminalSize(columns: columns, rows: rows)).lines
    }

    @Test func runsOfSpacesBetweenWordsAreKeptOnEachLine() {
        #expect(lines(Text("a   b   c   d"), columns: 8, rows: 2) == [" a   b  ", " c   d  "])
    }

    @Test func theFirstLineKeepsItsIndentation() {
        #expect(lines(Text("    let x = value"), columns: 12, rows: 2) == ["    let x = ", "value       "])
        #expect(TextWrapping.lines("  one two three", width: 9) == ["  one two", "three"])
    }

    @Test func indentationThatLeavesNoRoomForTheFirstWordIsDropped() {
        #expect(TextWrapping.lines("      abcdef gh", width: 8) == ["abcdef", "gh"])
    }
}
