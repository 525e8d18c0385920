import SpecUIText
import Testing

@Suite struct WritingDirectionTests {
    @Test func theFirstLetterGivesTheDirection() {
        #expect(WritingDirection(of: "مرحبا world") == .rightToLeft)
        #expect(WritingDirection(of: "المتابعون: 1200") == .rightToLeft)
        #expect(WritingDirection(of: "3 שלום") == .rightToLeft)
        #expect(WritingDirection(of: "Hello مرحبا") == .leftToRight)
        #expect(WritingDirection(of: "12: …") == .leftToRight)
    }
}
