import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct TextAlignmentTests {
    private func lines(_ view: some View, rtl: Bool = false) -> [String] {
        TerminalRenderer.snapshot(
            view, size: TerminalSize(columns: 11, rows: 2), layoutDirection: rtl ? .rightToLeft : .leftToRight
        ).lines
    }

    @Test func theLinesOfATextLineUpAsItsAlignmentSays() {
        // The text is as wide as its longest line, `Welcome to`; the shorter line moves inside that width.
        let text = Text("Welcome to the app")
        #expect(lines(text) == ["Welcome to ", "the app    "])
        #expect(lines(text.multilineTextAlignment(.center)) == ["Welcome to ", " the app   "])
        #expect(lines(text.multilineTextAlignment(.trailing)) == ["Welcome to ", "   the app "])
        #expect(lines(text, rtl: true) == ["Welcome to ", "   the app "])
        #expect(lines(VStack { text }.multilineTextAlignment(.trailing), rtl: true) == ["Welcome to ", "the app    "])
    }
}
