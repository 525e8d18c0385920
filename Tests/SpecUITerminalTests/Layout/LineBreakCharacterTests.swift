import SpecUI
import Testing

@testable import SpecUITerminal

/// Every character Unicode makes a mandatory line break ends a line of text, as in SwiftUI, and none of them
/// reaches the terminal, where a carriage return or a form feed would move the cursor.
@MainActor
@Suite struct LineBreakCharacterTests {
    private let breaks = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

    @Test func eachLineBreakCharacterEndsALineOfText() {
        for lineBreak in breaks {
            let snapshot = TerminalRenderer.snapshot(
                Text("ab" + lineBreak + "cd"), size: TerminalSize(columns: 4, rows: 2))
            #expect(snapshot.lines == [" ab ", " cd "], "\(lineBreak.unicodeScalars.map(\.value))")
        }
    }

    @Test func aTextIsAsWideAsItsWidestLineBetweenBreaks() {
        let view = Text("abc\u{2028}abcdef\rab").border(.gray)
        let snapshot = TerminalRenderer.snapshot(view, size: TerminalSize(columns: 8, rows: 5))
        #expect(snapshot.lines == ["┌──────┐", "│abc   │", "│abcdef│", "│ab    │", "└──────┘"])
    }

    @Test func aLineLimitCountsLinesEndedByAnyBreak() {
        let view = Text("one\u{2029}two\u{85}three").lineLimit(2)
        let snapshot = TerminalRenderer.snapshot(view, size: TerminalSize(columns: 9, rows: 2))
        #expect(snapshot.lines == ["  one    ", "  two…   "])
    }

    @Test func aTextEditorStartsARowAtEachBreak() {
        #expect(EditorRows("ab\rcd\u{2028}e", width: 6).rows.map { String($0.characters) } == ["ab", "cd", "e"])
        #expect(LayoutNode.editorSize("abc\u{2029}d", Proposal(width: Proposal.unbounded, height: 1)).width == 4)
    }
}
