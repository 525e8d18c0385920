import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct LineLimitTests {
    private func lines(_ view: some View, columns: Int, rows: Int) -> [String] {
        TerminalRenderer.snapshot(view, size: TerminalSize(columns: columns, rows: rows)).lines
    }

    @Test func aLimitedTextEndsItsLastLineInAnEllipsis() {
        #expect(
            lines(Text("one two three four five six").lineLimit(1), columns: 12, rows: 3) == [
                "            ", "one two thr…", "            ",
            ])
        #expect(
            lines(Text("one two three four five six").lineLimit(2), columns: 12, rows: 3) == [
                "one two     ", "three four… ", "            ",
            ])
    }

    @Test func aLimitOnAStackLimitsEachTextAndNilLiftsIt() {
        let view = VStack(alignment: .leading) {
            Text("alpha beta gamma")
            Text("delta epsilon zeta")
            Text("eta theta iota").lineLimit(nil)
        }
        .lineLimit(1)
        #expect(
            lines(view, columns: 10, rows: 4) == ["alpha bet…", "delta eps…", "eta theta ", "iota      "])
    }

    @Test func lineSpacingLeavesBlankRowsBetweenLines() {
        let text = Text("one two three").lineSpacing(1)
        #expect(lines(text, columns: 7, rows: 5) == ["       ", "one two", "       ", "three  ", "       "])
        // Rows that cannot hold a line and its spacing cut the text there.
        #expect(lines(text, columns: 7, rows: 2) == ["one tw…", "       "])
        // A line limit counts lines, not rows.
        let limited = Text("a b c d e").lineSpacing(2).lineLimit(2)
        #expect(lines(limited, columns: 3, rows: 6) == ["   ", "a b", "   ", "   ", "c… ", "   "])
        #expect(lines(Text("x").lineSpacing(1).lineLimit(Int.max), columns: 1, rows: 1) == ["x"])
    }

    @Test func listRowsKeepTheirLimit() {
        let list = List {
            Text("a row with a long title").lineLimit(1)
            Text("next")
        }
        #expect(lines(list, columns: 10, rows: 2) == ["a row wit…", "next      "])
    }
}
