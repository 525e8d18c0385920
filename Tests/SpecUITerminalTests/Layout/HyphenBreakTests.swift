import SpecUI
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

    @Test func aHyphenBeforeADigitOrBesideAnotherHyphenDoesNotBreak() {
        #expect(TextWrapping.lines("range 10-20", width: 8) == ["range", "10-20"])
        #expect(TextWrapping.lines("ab x--yz", width: 5) == ["ab", "x--yz"])
        #expect(TextWrapping.lines("ab -xyz", width: 5) == ["ab", "-xyz"])
    }

    @Test func truncatedTextRunsOnAfterAHyphenWithoutASpace() {
        #expect(TextWrapping.visibleLines("ab well-known", width: 12, height: 1) == ["ab well-kno…"])
    }
}
