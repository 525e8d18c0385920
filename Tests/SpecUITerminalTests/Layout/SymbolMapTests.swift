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

    /// Forward and backward follow the reading direction, as SF Symbols draws them; right and left do not.
    @Test func forwardAndBackwardFollowTheLayoutDirection() {
        let icons = HStack(spacing: 1) {
            Image(systemName: "chevron.forward")
            Image(systemName: "arrow.backward")
            Image(systemName: "arrow.uturn.backward")
            Image(systemName: "chevron.right")
        }
        let size = TerminalSize(columns: 7, rows: 1)
        #expect(TerminalRenderer.snapshot(icons, size: size).lines == ["› ← ↩ ›"])
        let mirrored = icons.environment(\.layoutDirection, .rightToLeft)
        #expect(TerminalRenderer.snapshot(mirrored, size: size).lines == ["› ↪ → ‹"])
    }

    @Test func otherVariantsDrawAsTheirPlainSymbol() {
        #expect(SymbolMap.symbol(for: "bell.fill") == "🔔")
        #expect(SymbolMap.symbol(for: "checkmark.circle.fill") == "✓")
        #expect(SymbolMap.symbol(for: "star.circle.fill") == "★")
        #expect(SymbolMap.symbol(for: "heart.circle") == "♡")
        #expect(SymbolMap.symbol(for: "exclamationmark.circle.fill") == "!")
        #expect(SymbolMap.symbol(for: "person.crop.circle") == "👤")
        #expect(SymbolMap.symbol(for: "no.such.symbol") == "[no.such.symbol]")
        // A player's repeat-one, a pin and a waveform have symbols of their own.
        #expect(
            ["repeat", "repeat.1", "pin.fill", "waveform"].map { SymbolMap.symbol(for: $0) } == ["🔁", "🔂", "📌", "∿"])
    }

    /// A name that adds to a known symbol draws as it, as SF Symbols names its symbols subject first; one struck
    /// through keeps its name, since the subject alone would draw the opposite.
    @Test func aNameStartingWithAKnownSymbolDrawsAsIt() {
        #expect(SymbolMap.symbol(for: "drop.triangle") == "💧")
        #expect(SymbolMap.symbol(for: "mappin.and.ellipse") == "📍")
        #expect(SymbolMap.symbol(for: "line.3.horizontal.decrease.circle") == "☰")
        #expect(SymbolMap.symbol(for: "figure.strengthtraining.traditional") == "🚶")
        #expect(SymbolMap.symbol(for: "figure.run") == "🏃")
        #expect(SymbolMap.symbol(for: "wifi.slash") == "[wifi.slash]")
        #expect(SymbolMap.symbol(for: "carrot") == "[carrot]")
    }

    @Test func commonWeatherSoundAndMessageSymbolsHaveAGlyph() {
        let names = [
            "cloud.sun.fill", "cloud.rain.fill", "cloud.bolt.rain.fill", "cloud.snow.fill", "cloud.fog.fill",
            "cloud.moon.fill", "moon.stars.fill", "sun.min", "sunrise.fill", "sunset.fill", "wind", "humidity",
            "thermometer.medium", "speaker.wave.3.fill", "music.note.list", "airplayaudio", "bluetooth",
            "battery.100", "bubble.left.fill",
        ]
        #expect(
            names.map { SymbolMap.symbol(for: $0) } == [
                "⛅", "🌧", "⛈", "🌨", "🌫", "☁", "☾", "☼", "🌅", "🌇", "🌬", "💧", "🌡", "🔊", "♫", "📡", "ᛒ", "🔋", "💬",
            ])
        // Their outlined spellings draw as the filled ones, as the table's other one-glyph symbols do.
        for name in names where name.hasSuffix(".fill") {
            #expect(SymbolMap.symbol(for: String(name.dropLast(".fill".count))) == SymbolMap.symbol(for: name))
        }
    }

    @Test func aForecastRowDrawsItsSymbols() {
        let forecast = HStack {
            Image(systemName: "cloud.sun.fill")
            Image(systemName: "cloud.rain.fill")
            Image(systemName: "sun.min")
            Image(systemName: "wind")
            Image(systemName: "speaker.wave.3.fill")
        }
        #expect(renderedLines(forecast, columns: 11, rows: 1) == ["⛅ 🌧 ☼ 🌬 🔊"])
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
