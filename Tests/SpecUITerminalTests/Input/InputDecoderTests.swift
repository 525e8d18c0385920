import Testing

@testable import SpecUITerminal

@Suite struct InputDecoderTests {
    private func decode(_ text: String) -> [Key] {
        var decoder = InputDecoder()
        return decoder.feed(Array(text.utf8))
    }

    @Test func arrowsInCSIAndSS3Forms() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}[1;2A") == [.up])
        #expect(
            decode("\u{1B}[1;3A\u{1B}[1;3B\u{1B}[1;9B\u{1B}[1;3C") == [.optionUp, .optionDown, .optionDown, .right])
    }

    @Test func editingAndFocusKeys() {
        #expect(decode("\t\u{1B}[Z") == [.tab, .backTab])
        #expect(decode("\r\n") == [.enter, .enter])
        #expect(decode(" ") == [.character(" ")])
        #expect(decode("\u{7F}\u{8}") == [.backspace, .backspace])
        #expect(decode("\u{3}q") == [.interrupt, .character("q")])
        #expect(decode("\u{1B}[3~\u{1B}[5~\u{1B}[6~") == [.delete, .pageUp, .pageDown])
    }

    /// Mouse reporting another program left on sends reports, which are no keys: a wheel turn or a click must not
    /// press the focused button, nor type into a field.
    @Test func mouseReportsAreNoKeys() {
        #expect(decode("\u{1B}[<65;10;6M\u{1B}[<0;3;4M\u{1B}[<0;3;4mq") == [.character("q")])
        #expect(decode("\u{1B}[M !!\u{1B}[M`*&q") == [.character("q")])
        #expect(decode("\u{1B}[32;10;5Mq") == [.character("q")])
        #expect(decode("\u{1B}OM") == [.enter])
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[M ".utf8)) == [])
        #expect(decoder.feed(Array("!!x".utf8)) == [.character("x")])
    }

    @Test func multibyteTextSplitAcrossReads() {
        var decoder = InputDecoder()
        let bytes = Array("é日🇸".utf8)
        #expect(decoder.feed(Array(bytes[0..<1])) == [])
        #expect(decoder.feed(Array(bytes[1..<4])) == [.character("é")])
        #expect(decoder.feed(Array(bytes[4...])) == [.character("日"), .character("🇸")])
    }

    @Test func escapeSequenceSplitAcrossReads() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("B".utf8)) == [.down])
        #expect(!decoder.hasPendingEscape)
    }

    @Test func loneEscapeIsReportedAfterTheTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.feed(Array("\u{1B}x".utf8)) == [.escape, .character("x")])
    }

    /// Pasted text is one key, line breaks, escapes and all, however the reads split it; what follows is keys again.
    @Test func aBracketedPasteIsOneKeyAcrossReads() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~quit\nnow\u{1B}[A".utf8)) == [])
        // Waiting for the paste's end is no lone escape for the timeout to resolve.
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.feed(Array("é\u{1B}[20".utf8)) == [])
        #expect(decoder.feed(Array("1~q".utf8)) == [.paste("quit\nnow\u{1B}[Aé"), .character("q")])
        #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    }

    @Test func aPasteCutShortIsWhatArrivedWhenFlushed() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~half".utf8)) == [])
        #expect(decoder.flush() == [.paste("half")])
    }

    @Test func invalidBytesAreDropped() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x61, 0xFF, 0x62]) == [.character("a"), .character("b")])
        #expect(decoder.feed([0xE6, 0x41]) == [.character("A")])
    }
}
