import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct TextConcatenationTests {
    private func ansiLines(_ view: some View, columns: Int, rows: Int) -> [Substring] {
        let snapshot = TerminalRenderer.snapshot(view, size: TerminalSize(columns: columns, rows: rows), color: .ansi16)
        return snapshot.ansi.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func eachJoinedPartKeepsItsOwnStyle() {
        let text = Text("Total: ").bold() + Text("12")
        #expect(ansiLines(text, columns: 9, rows: 1) == ["\u{1B}[0;1mTotal: \u{1B}[m12"])
    }

    @Test func aColorOnTheWholeTextYieldsToOneWrittenOnAPart() {
        let text = (Text("ok ") + Text("fail").foregroundColor(.red)).foregroundColor(.green)
        #expect(ansiLines(text, columns: 7, rows: 1) == ["\u{1B}[0;32mok \u{1B}[0;31mfail\u{1B}[m"])
    }

    @Test func partsStyledAlikeDrawAsOneStyledText() {
        let text = Text("a").underline() + Text("b").underline()
        #expect(ansiLines(text, columns: 2, rows: 1) == ["\u{1B}[0;4mab\u{1B}[m"])
        #expect(TerminalRenderer.snapshot(text, size: TerminalSize(columns: 2, rows: 1)).lines == ["ab"])
    }

    @Test func stylesFollowTheirCharactersAcrossWrappedLines() {
        let text = Text("one two ") + Text("three").bold() + Text(" four")
        #expect(
            ansiLines(text, columns: 10, rows: 2) == [
                "one two", "\u{1B}[0;1mthree\u{1B}[m four",
            ])
    }

    @Test func aTruncatedJoinedTextEndsInTheStyleOfItsLastCharacter() {
        let text = Text("ab").foregroundColor(.red) + Text("cdef")
        #expect(ansiLines(text.lineLimit(1), columns: 3, rows: 1) == ["\u{1B}[0;31mab…\u{1B}[m"])
    }

    @Test func textCaseAppliesToEveryPart() {
        let text = (Text("Due ") + Text("today").italic()).textCase(.uppercase)
        #expect(ansiLines(text, columns: 9, rows: 1) == ["DUE \u{1B}[0;3mTODAY\u{1B}[m"])
    }
}
