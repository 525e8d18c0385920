import Testing

@testable import SpecUIText

@Suite struct SuggestionTests {
    @Test func aTypoOrAnotherCaseIsClose() {
        #expect(Suggestion.closest(to: "Empt", among: ["Filled", "Empty"]) == "Empty")
        #expect(Suggestion.closest(to: "ab", among: ["ba"]) == "ba")
        #expect(Suggestion.closest(to: "x", among: ["X"]) == "X")
    }

    @Test func replacingEveryCharacterIsNotATypo() {
        #expect(Suggestion.closest(to: "+", among: ["a", "-", "Add"]) == nil)
        #expect(Suggestion.didYouMean("b", among: ["a"]) == "")
        #expect(Suggestion.closest(to: "ab", among: ["a"]) == nil)
    }

    @Test func aLetterTypedTwiceOrOnceTooFewIsATypoOfAShortName() {
        #expect(Suggestion.didYouMean("nn", among: ["count", "n"]) == "; did you mean 'n'?")
        #expect(Suggestion.closest(to: "n", among: ["nn"]) == "nn")
        #expect(Suggestion.closest(to: "xy", among: ["x", "y"]) == nil)
    }

    @Test func aWordThatAbbreviatesANameSuggestsItWhenNoTypoIsClose() {
        #expect(Suggestion.didYouMean("cnt", among: ["title", "count"]) == "; did you mean 'count'?")
        #expect(Suggestion.closest(to: "tot", among: ["totals", "total"]) == "total")
        #expect(Suggestion.closest(to: "idx", among: ["index", "id"]) == "id")
        // Too short to tell, not its start, letters out of order, or too little of the name kept.
        #expect(Suggestion.closest(to: "ct", among: ["count"]) == nil)
        #expect(Suggestion.closest(to: "cnt", among: ["account", "tcount"]) == nil)
        #expect(Suggestion.closest(to: "ctn", among: ["count"]) == nil)
        #expect(Suggestion.closest(to: "cnt", among: ["content"]) == nil)
    }
}

extension SuggestionTests {
    @Test func candidatesAreLoweredAsStringsAre() {
        for text in ["Count", "İstanbul", "ẞtraße", "ΣΟΦΙΑ", "ǅemal", "café", "ＡＢＣ", "a\u{301}"] {
            #expect(SuggestionCandidates.lowered(text) == Array(text.lowercased().unicodeScalars), "\(text)")
        }
    }

    @Test func groupsAreSearchedAsOneListInOrder() {
        let groups = [SuggestionCandidates(["count", "total"]), SuggestionCandidates(["cuont", "coutn"])]
        #expect(Suggestion.closest(to: "coutn", amongEach: groups) == "count")
        #expect(Suggestion.closest(to: "totl", amongEach: groups.reversed()) == "total")
        #expect(Suggestion.didYouMean("tota", amongEach: groups) == "; did you mean 'total'?")
    }

    @Test func aNameLongerThanAnyTypoIsMatchedOnlyInAnotherCase() {
        let long = String(repeating: "a", count: 300)
        #expect(Suggestion.closest(to: long + "b", among: [long + "c", long]) == nil)
        #expect(
            Suggestion.closest(to: long + "b", among: [long + "c", long.uppercased() + "B"]) == long.uppercased() + "B")
        let short = String(repeating: "a", count: 200)
        #expect(Suggestion.closest(to: short + "b", among: [short + "c"]) == short + "c")
    }
}
