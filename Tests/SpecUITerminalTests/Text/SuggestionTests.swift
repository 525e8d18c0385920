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
}
