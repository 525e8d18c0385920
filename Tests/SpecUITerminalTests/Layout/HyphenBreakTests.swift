import SpecUI
import SpecUIText
import Testing

@testable import SpecUITerminal

/// A word too long for the rest of a line breaks after one of its hyphens, as SwiftUI's text does, before it is
/// cut where the line is full.
@MainActor
@Suite struct HyphenBreakTests {
    @Test func aWordBreaksAfterItsLastHyphenThatFits() {
        let frame = TerminalRenderer.snapshot(
            Text("a well-known fact").frame(width: 8), size: TerminalSize(columns: 8, rows: 3))
        #expect(frame.lines == ["a well- ", "known   ", "fact    "])
        #expect(TextWrapping.lines("see the-end-of-it", width: 11) == ["see the-", "end-of-it"])
    }

    @Test func aWordTooLongForALineIsCutAndThenBreaksAtItsHyphens() {
        #expect(
            TextWrapping.lines("Supercalifragilistic-and-then", width: 12) == ["Supercalifra", "gilistic-", "and-then"])
    }

    /// A word many lines long, of wide and narrow characters, is cut where each line is full, its width kept as it
    /// is cut rather than measured again for every line.
    @Test func aWordManyLinesLongIsCutWhereEachLineIsFull() {
        let word = String(repeating: "日本a", count: 300)
        let lines = TextWrapping.lines("x " + word + " y", width: 9)
        #expect(lines.first == "x")
        #expect(lines.last == "y")
        let cut = lines.dropFirst().dropLast()
        #expect(cut.joined() == word)
        // Each line is full: the next line's first character would not have fit.
        for (line, next) in zip(cut, cut.dropFirst()) {
            let width = DisplayWidth.of(line)
            #expect(width <= 9 && width + DisplayWidth.of(next.first!) > 9, "\(line)")
        }
    }

    /// A wide character in a line of one cell cannot be drawn in part: the paragraph ends there in an ellipsis,
    /// drawn once, rather than in blank lines one for each character.
    @Test func aCharacterWiderThanTheLineEndsTheParagraphInAnEllipsis() {
        #expect(TextWrapping.lines("ヘッダー", width: 1) == ["…"])
        #expect(TextWrapping.lines("ab ヘッダー\nc", width: 1) == ["a", "b", "…", "c"])
        let frame = TerminalRenderer.snapshot(
            Text("ヘッダー").frame(width: 3).border(Color.blue), size: TerminalSize(columns: 3, rows: 5))
        #expect(frame.lines == ["   ", "┌─┐", "│…│", "└─┘", "   "])
    }

    @Test func aHyphenBeforeADigitOrBesideAnotherHyphenDoesNotBreak() {
        #expect(TextWrapping.lines("range 10-20", width: 8) == ["range", "10-20"])
        #expect(TextWrapping.lines("ab x--yz", width: 5) == ["ab", "x--yz"])
        #expect(TextWrapping.lines("ab -xyz", width: 5) == ["ab", "-xyz"])
    }

    @Test func truncatedTextRunsOnAfterAHyphenWithoutASpace() {
        #expect(TextWrapping.visibleLines("ab well-known", width: 12, height: 1) == ["ab well-kno…"])
    }
}
