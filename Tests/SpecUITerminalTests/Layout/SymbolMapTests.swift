import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct SymbolMapTests {
    @Test func outlinedAndFilledSymbolsDrawDifferently() {
        let icons = HStack {
            Image(systemName: "star")
            Image(systemName: "star.fill")
            Image(systemName: "heart")
            Image(systemName: "heart.fill")
            Image(systemName: "circle")
            Image(systemName: "circle.fill")
            Image(systemName: "square")
            Image(systemName: "square.fill")
            Image(systemName: "flag")
            Image(systemName: "flag.fill")
        }
        let frame = TerminalRenderer.snapshot(icons.frame(width: 19), size: TerminalSize(columns: 19, rows: 1))
        #expect(frame.lines == ["☆ ★ ♡ ♥ ○ ● □ ■ ⚐ ⚑"])
    }

    @Test func otherVariantsDrawAsTheirPlainSymbol() {
        #expect(SymbolMap.symbol(for: "bell.fill") == "🔔")
        #expect(SymbolMap.symbol(for: "checkmark.circle.fill") == "✓")
        #expect(SymbolMap.symbol(for: "star.circle.fill") == "★")
        #expect(SymbolMap.symbol(for: "heart.circle") == "♡")
        #expect(SymbolMap.symbol(for: "exclamationmark.circle.fill") == "!")
        #expect(SymbolMap.symbol(for: "person.crop.circle") == "👤")
        #expect(SymbolMap.symbol(for: "no.such.symbol") == "[no.such.symbol]")
    }

    @Test func anImageKeepsItsWidthInAStackTooNarrowForIt() {
        // Not resizable, an image is as wide as it draws: the stack overflows its frame, which shows its trailing
        // cells, instead of drawing one image over the next.
        let row = HStack {
            Image(systemName: "no.such.symbol")
            Image(systemName: "star")
        }
        let frame = TerminalRenderer.snapshot(
            row.frame(width: 12, alignment: .trailing), size: TerminalSize(columns: 12, rows: 1))
        #expect(frame.lines == ["ch.symbol] ☆"])
    }
}
