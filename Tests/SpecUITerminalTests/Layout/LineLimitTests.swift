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

    @Test func listRowsKeepTheirLimit() {
        let list = List {
            Text("a row with a long title").lineLimit(1)
            Text("next")
        }
        #expect(lines(list, columns: 10, rows: 2) == ["a row wit…", "next      "])
    }
}
