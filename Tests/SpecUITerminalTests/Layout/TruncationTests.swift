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
        #expect(lines(Toggle("Notifications", isOn: .constant(true)), columns: 8, rows: 1) == ["Not… [x]"])
        let head = Toggle("Notifications", isOn: .constant(true)).truncationMode(.head)
        #expect(lines(head, columns: 8, rows: 1) == ["…ons [x]"])
    }

    @Test func aParagraphCutAtItsEndStillShowsTheEllipsis() {
        #expect(lines(Text("ab\ncd"), columns: 4, rows: 1) == ["ab… "])
    }

    @Test func theHeadAndTheMiddleAreCutWhereTheModeSays() {
        #expect(lines(Text("Hello world").truncationMode(.head), columns: 8, rows: 1) == ["…o world"])
        #expect(lines(Text("Hello world").truncationMode(.middle), columns: 8, rows: 1) == ["Hell…rld"])
        #expect(lines(Text("Hello world").truncationMode(.tail), columns: 8, rows: 1) == ["Hello w…"])
        // Text that fits is not cut.
        #expect(lines(Text("Hello").truncationMode(.middle), columns: 8, rows: 1) == [" Hello  "])
    }

    @Test func aCutLastLineKeepsTheEndOfTheWholeText() {
        // The rows above wrap as always; the last shown row carries the rest, whose end the head and middle keep.
        let text = Text("one two three four five six").frame(width: 9, height: 2)
        #expect(lines(text.truncationMode(.head), columns: 9, rows: 2) == ["one two  ", "…five six"])
        #expect(lines(text.truncationMode(.middle), columns: 9, rows: 2) == ["one two  ", "thre…six "])
        // Paragraphs after the cut one are part of the rest, after a space.
        #expect(lines(Text("ab\ncd").truncationMode(.head), columns: 4, rows: 1) == ["…cd "])
        #expect(lines(Text("Hello\nworld").truncationMode(.middle), columns: 8, rows: 1) == ["Hell…rld"])
    }

    @Test func aTruncationModeReachesTheTextsInside() {
        let view = VStack(alignment: .leading) {
            Text("alpha beta gamma")
            Text("delta epsilon")
        }
        .lineLimit(1)
        .truncationMode(.head)
        #expect(lines(view, columns: 10, rows: 2) == ["…eta gamma", "…a epsilon"])
    }

    @Test func wideCharactersAreCutBeforeTheCellTheyDoNotFit() {
        #expect(lines(Text("日本 語のテキスト"), columns: 6, rows: 1) == ["日本… "])
    }
}
