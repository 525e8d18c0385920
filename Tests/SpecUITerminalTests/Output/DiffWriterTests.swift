import Testing

@testable import SpecUITerminal

@Suite struct DiffWriterTests {
    private func frame(_ lines: [String], columns: Int) -> CellBuffer {
        var buffer = CellBuffer(columns: columns, rows: lines.count)
        for (row, line) in lines.enumerated() {
            buffer.write(line, x: 0, y: row)
        }
        return buffer
    }

    @Test func firstFrameIsDrawnInFullInsideSynchronizedOutput() {
        var writer = DiffWriter(mode: .ansi16)
        let bytes = writer.render(frame(["ab", "c"], columns: 2))
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "\u{1B}[?2026h\u{1B}[m\u{1B}[2J\u{1B}[1Hab\u{1B}[2Hc \u{1B}[?2026l")
    }

    /// A cluster terminals may draw at another width (`❤️`, a heart and a variation selector) has its cells blanked
    /// first and the cursor placed anew after it, and the cell after it is drawn again, so no cell is left stale.
    @Test func aClusterOfSeveralScalarsIsDrawnOverBlankedCellsAndPlacedAnew() {
        var writer = DiffWriter(mode: .ansi16)
        _ = writer.render(frame(["abcd|"], columns: 5))
        let bytes = writer.render(frame(["❤️cd|"], columns: 5))
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "\u{1B}[?2026h\u{1B}[1H  \u{1B}[1H❤️\u{1B}[1;3Hc\u{1B}[?2026l")
    }

    @Test func unchangedFrameWritesNothing() {
        var writer = DiffWriter(mode: .ansi16)
        let buffer = frame(["Count: 1", "[+]"], columns: 10)
        _ = writer.render(buffer)
        #expect(writer.render(buffer).isEmpty)
    }

    @Test func oneChangedCellIsASingleMoveAndCharacter() {
        var writer = DiffWriter(mode: .trueColor)
        _ = writer.render(frame(["Count: 1", "[+]"], columns: 80))
        let bytes = writer.render(frame(["Count: 2", "[+]"], columns: 80))
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[1;8H2\u{1B}[?2026l")
        #expect(bytes.count < 32)
    }

    @Test func nearbyChangesOnARowUseRelativeMoves() {
        var writer = DiffWriter(mode: .ansi16)
        _ = writer.render(frame(["abcdefgh"], columns: 8))
        let bytes = writer.render(frame(["XbcdeYgh"], columns: 8))
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[1HX\u{1B}[4CY\u{1B}[?2026l")
    }

    @Test func styleChangesAreWrittenOnceAndAWideCharacterSkipsItsContinuation() {
        var writer = DiffWriter(mode: .ansi16)
        _ = writer.render(frame(["      "], columns: 6))
        var next = CellBuffer(columns: 6, rows: 1)
        next.write("日x", x: 1, y: 0, style: CellStyle(bold: true))
        let bytes = writer.render(next)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[1;2H\u{1B}[0;1m日x\u{1B}[?2026l")
    }

    @Test func replacingAWideCharacterRewritesBothCells() {
        var writer = DiffWriter(mode: .ansi16)
        _ = writer.render(frame(["日"], columns: 2))
        let bytes = writer.render(frame(["ab"], columns: 2))
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[1Hab\u{1B}[?2026l")
    }

    @Test func resizeRedrawsEverything() {
        var writer = DiffWriter(mode: .ansi16)
        _ = writer.render(frame(["ab"], columns: 2))
        let bytes = writer.render(frame(["ab"], columns: 3))
        #expect(
            String(decoding: bytes, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[m\u{1B}[2J\u{1B}[1Hab \u{1B}[?2026l")
    }

    @Test func plainAndAnsiSnapshots() {
        var buffer = CellBuffer(columns: 10, rows: 2)
        buffer.write("Hi", x: 0, y: 0, style: CellStyle(foreground: TerminalColor.named("red")))
        buffer.write("there", x: 3, y: 0)
        #expect(FrameEncoder.plainText(buffer) == "Hi there\n")
        #expect(FrameEncoder.ansiText(buffer, mode: .ansi16) == "\u{1B}[0;31mHi\u{1B}[m there\n")
        #expect(FrameEncoder.ansiText(buffer, mode: .plain) == "Hi there\n")
    }
}
