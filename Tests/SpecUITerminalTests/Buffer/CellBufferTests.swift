import Testing

@testable import SpecUITerminal

@Suite struct CellBufferTests {
    @Test func writesTextInLogicalOrderWithExactWidthLines() {
        var buffer = CellBuffer(columns: 8, rows: 2)
        buffer.write("مرحباً", x: 1, y: 0)
        buffer.write("日本", x: 0, y: 1)
        #expect(buffer.lines() == [" مرحباً  ", "日本    "])
        #expect(buffer.trimmedLines() == [" مرحباً", "日本"])
    }

    @Test func wideCharacterHasAContinuationCell() {
        var buffer = CellBuffer(columns: 4, rows: 1)
        buffer.write("日", x: 1, y: 0)
        #expect(buffer[1, 0].character == "日")
        #expect(buffer[2, 0].isContinuation)
        #expect(!buffer[3, 0].isContinuation)
    }

    @Test func wideCharacterThatDoesNotFitBecomesASpace() {
        var buffer = CellBuffer(columns: 5, rows: 1)
        let used = buffer.write("ab日本", x: 0, y: 0)
        #expect(buffer.lines() == ["ab日 "])
        #expect(used == 5)
        var limited = CellBuffer(columns: 6, rows: 1)
        limited.write("x日", x: 0, y: 0, limit: 2)
        #expect(limited.lines() == ["x     "])
    }

    @Test func overwritingHalfOfAWideCharacterClearsTheOtherHalf() {
        var buffer = CellBuffer(columns: 6, rows: 1)
        buffer.write("日本", x: 0, y: 0)
        buffer.write("x", x: 1, y: 0)
        #expect(buffer.lines() == [" x本  "])
        buffer.write("y", x: 2, y: 0)
        #expect(buffer.lines() == [" xy   "])
        #expect(!buffer[3, 0].isContinuation)
    }

    @Test func controlCharactersAreNeverStored() {
        var buffer = CellBuffer(columns: 6, rows: 1)
        buffer.write("a\u{1B}[2Jb", x: 0, y: 0)
        #expect(buffer.lines() == ["a[2Jb "])
    }

    @Test func clipsAtTheRightEdge() {
        var buffer = CellBuffer(columns: 3, rows: 1)
        buffer.write("abcdef", x: 1, y: 0)
        buffer.write("zz", x: -1, y: 0)
        #expect(buffer.lines() == ["zab"])
    }
}
