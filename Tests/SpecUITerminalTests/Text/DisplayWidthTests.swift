import SpecUITerminal
import SpecUIText
import Testing

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneCellPerCharacter() {
        #expect(DisplayWidth.of("Count: 42") == 9)
    }

    @Test func eastAsianWideCharactersTakeTwoCells() {
        #expect(DisplayWidth.of("日本") == 4)
        #expect(DisplayWidth.of("ｈｉ") == 4)
        #expect(DisplayWidth.of("한국") == 4)
    }

    @Test func combiningMarksJoinTheirBase() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect("e\u{301}".count == 1)
    }

    /// Terminals give a spacing mark, and a letter a conjunct joins, a cell of its own, as `wcwidth` does; a
    /// nonspacing mark (the virama) and Hangul's conjoining vowel and final jamo none.
    @Test func spacingMarksAddACellAsTerminalsDraw() {
        #expect(DisplayWidth.of("नी") == 2)
        #expect("नी".count == 1)
        #expect(DisplayWidth.of("मनीष हिन्दी") == 10)
        // A conjunct of a letter with itself: the second one takes its cell too.
        #expect(DisplayWidth.of("क्क") == 2)
        #expect(DisplayWidth.of("தமிழ்") == 4)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("\u{93F}") == 1)
        var buffer = CellBuffer(columns: 3, rows: 1)
        buffer.write("नीx", x: 0, y: 0)
        #expect(buffer.lines() == ["नीx"])
        #expect(buffer[1, 0].isContinuation)
    }

    @Test func emojiSequencesAndFlagsTakeTwoCells() {
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
        #expect(DisplayWidth.of("🇸🇦") == 2)
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("⭐") == 2)
        #expect(DisplayWidth.of("★") == 1)
    }

    @Test func keycapEmojiTakeTwoCells() {
        #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}") == 2)
        #expect(DisplayWidth.of("#\u{FE0F}\u{20E3}") == 2)
        #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}2") == 3)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        var buffer = CellBuffer(columns: 4, rows: 1)
        buffer.write("1\u{FE0F}\u{20E3}x", x: 0, y: 0)
        #expect(buffer.lines() == ["1\u{FE0F}\u{20E3}x "])
        #expect(buffer[1, 0].isContinuation)
    }

    @Test func arabicLettersAreOneCellAndMarksAreZero() {
        // Five letters; the tanween (U+064B) joins the alif.
        #expect(DisplayWidth.of("مرحباً") == 5)
        #expect(DisplayWidth.of("مرحبا") == 5)
        #expect(DisplayWidth.of("عداد") == 4)
    }

    @Test func controlCharactersTakeNoCells() {
        #expect(DisplayWidth.of("\u{1B}[31m") == 4)
        #expect(DisplayWidth.of(Character("\u{1B}")) == 0)
        #expect(DisplayWidth.of(Character("\u{7}")) == 0)
        #expect(DisplayWidth.of(Character("\u{9B}")) == 0)
        #expect(DisplayWidth.of(Character("\u{200B}")) == 0)
    }

    @Test func prefixNeverSplitsAGrapheme() {
        #expect(DisplayWidth.prefix(of: "日本語", fitting: 5) == "日本")
        #expect(DisplayWidth.prefix(of: "ae\u{301}b", fitting: 2) == "ae\u{301}")
        #expect(DisplayWidth.prefix(of: "👨‍👩‍👧x", fitting: 1) == "")
    }
}
