import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct TruncationTests {
    private func lines(_ view: some View, columns: Int, rows: Int) -> [String] {
        TerminalRenderer.snapshot(view, size: TerminalSize(columns: columns, rows: rows)).lines
    }

    @Test func theLastLineCarriesTheRestOfItsParagraphBeforeTheEllipsis() {
        #expect(lines(Text("Hello world"), columns: 8, rows: 1) == ["Hello w…"])
        #expect(
            lines(Text("one two three four five six").frame(width: 9, height: 2), columns: 9, rows: 2) == [
                "one two  ", "three fo…",
            ])
    }

    @Test func aNarrowToggleKeepsTheStartOfItsTitle() {
        #expect(lines(Toggle("Notifications", isOn: .constant(true)), columns: 8, rows: 1) == ["[x] Not…"])
    }

    @Test func aParagraphCutAtItsEndStillShowsTheEllipsis() {
        #expect(lines(Text("ab\ncd"), columns: 4, rows: 1) == ["ab… "])
    }

    @Test func wideCharactersAreCutBeforeTheCellTheyDoNotFit() {
        #expect(lines(Text("日本 語のテキスト"), columns: 6, rows: 1) == ["日本… "])
    }
}
