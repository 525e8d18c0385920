import SpecUI
import Testing

@testable import SpecUITerminal

@Suite struct SystemColorTests {
    @Test func aSemanticColorTakesApplesValueInEachScheme() {
        #expect(TerminalColor.resolved(Color(.systemBackground), scheme: .light)?.rgb == RGB(255, 255, 255))
        #expect(TerminalColor.resolved(Color(.systemBackground), scheme: .dark)?.rgb == RGB(0, 0, 0))
        #expect(TerminalColor.resolved(Color(uiColor: .systemGray6), scheme: .light)?.rgb == RGB(242, 242, 247))
        #expect(TerminalColor.resolved(Color(.systemGray4), scheme: .dark)?.rgb == RGB(58, 58, 60))
        #expect(TerminalColor.resolved(Color(.systemBlue), scheme: .dark) == TerminalColor.named("blue"))
    }

    @Test func aLabelIsTheTerminalsForegroundAndATranslucentOneBlends() {
        #expect(TerminalColor.resolved(Color(.label), scheme: .light) == nil)
        // 60, 60, 67 at 0.3 over white.
        #expect(TerminalColor.resolved(Color(.tertiaryLabel), scheme: .light)?.rgb == RGB(197, 197, 199))
        // A semantic color made translucent keeps its own opacity times the one written.
        #expect(
            TerminalColor.resolved(Color(.systemBackground).opacity(0.5), scheme: .dark)
                == TerminalColor.resolved(Color.black.opacity(0.5), scheme: .dark))
    }

    @Test func aSemanticColorIsDescribedAsWritten() {
        #expect(Color(.systemGroupedBackground).description == "Color(.systemGroupedBackground)")
        #expect(Color(.separator).opacity(0.5).description == "Color(.separator).opacity(0.5)")
    }
}
