import SpecUICompiler
import Testing

@Suite struct WordTableTests {
    let table = WordTable([("padding", 1), ("font", 2), ("frame", 3), ("foregroundColor", 4), ("", 5), ("font", 6)])

    @Test func findsEveryWordAndOnlyThose() {
        #expect(table["padding"] == 1)
        #expect(table["frame"] == 3)
        #expect(table["foregroundColor"] == 4)
        #expect(table[""] == 5)
        // Same length and first letter as a word, or a word's prefix, is no match.
        #expect(table["fonts"] == nil)
        #expect(table["fant"] == nil)
        #expect(table["Font"] == nil)
        #expect(table["fön"] == nil)
    }

    @Test func theFirstOfRepeatedWordsWins() {
        #expect(table["font"] == 2)
    }

    @Test func setsHoldWordsOfAnyLengthOrScript() {
        let words = WordTable(["précis", "body", String(repeating: "a", count: 40)])
        #expect(words.contains("précis"))
        #expect(words.contains(String(repeating: "a", count: 40)))
        #expect(!words.contains(String(repeating: "a", count: 39)))
        #expect(!words.contains("bodies"))
    }
}
