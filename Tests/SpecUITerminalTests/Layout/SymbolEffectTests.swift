import SpecUI
import Testing

@testable import SpecUITerminal

/// A bell that mutes: its symbol is replaced with an effect, and bounces as it is muted or unmuted.
private struct Bell: View {
    @State private var isMuted = false

    var body: some View {
        HStack {
            Image(systemName: isMuted ? "bell.slash" : "bell")
                .contentTransition(.symbolEffect(.replace))
                .symbolEffect(.bounce, value: isMuted)
            Button("Mute") { isMuted.toggle() }
        }
    }
}

@MainActor
@Suite struct SymbolEffectTests {
    @Test func symbolEffectsDrawTheSymbolsAsTheyAre() {
        let plain = HStack {
            Image(systemName: "bell")
            Image(systemName: "wifi")
            Image(systemName: "heart")
            Image(systemName: "star")
        }
        let animated = HStack {
            Image(systemName: "bell")
                .symbolEffect(.bounce, value: 3)
                .symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(2), value: "ring")
                .symbolEffect(.pulse.wholeSymbol, options: .repeating)
            Image(systemName: "wifi")
                .symbolEffect(.variableColor.iterative.reversing.dimInactiveLayers, isActive: true)
                .symbolEffect(.variableColor.cumulative, options: .nonRepeating, value: 1.5)
            Image(systemName: "heart")
                .symbolEffect(.scale.up, isActive: false)
                .symbolEffect(.appear.down.wholeSymbol, isActive: true)
                .symbolEffect(.disappear, isActive: true)
                .symbolEffectsRemoved()
            Image(systemName: "star")
                .contentTransition(.symbolEffect(.replace.downUp.byLayer, options: .speed(0.5)))
                .contentTransition(.symbolEffect(.automatic))
                .contentTransition(.symbolEffect)
        }
        #expect(renderedLines(animated, columns: 11, rows: 1) == [" 🔔 📶 ♡ ☆ "])
        #expect(renderedLines(animated, columns: 11, rows: 1) == renderedLines(plain, columns: 11, rows: 1))
    }

    @Test func aReplacedSymbolIsDrawnNewInTheNextFrame() {
        let host = ViewHost(Bell())
        let size = TerminalSize(columns: 8, rows: 1)
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines == ["🔔 Mute "])
        #expect(host.tap("Mute"))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines == ["🔕 Mute "])
    }
}
