import Testing

@testable import SpecUITerminal

@Suite struct ColorModeTests {
    @Test func capabilityComesFromTheEnvironment() {
        #expect(
            ColorMode.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor"], isTerminal: true) == .trueColor)
        #expect(ColorMode.detect(environment: ["TERM": "xterm", "COLORTERM": "24bit"], isTerminal: true) == .trueColor)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"], isTerminal: true) == .ansi256)
        #expect(ColorMode.detect(environment: ["TERM": "xterm"], isTerminal: true) == .ansi16)
        #expect(
            ColorMode.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], isTerminal: true) == .monochrome)
        // An empty NO_COLOR is as good as none, as no-color.org says.
        #expect(
            ColorMode.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": ""], isTerminal: true) == .ansi256)
        // terminfo names a terminal's monochrome mode with `-m` or `-mono`.
        #expect(ColorMode.detect(environment: ["TERM": "xterm-mono"], isTerminal: true) == .monochrome)
        #expect(
            ColorMode.detect(environment: ["TERM": "vt220-m", "COLORTERM": "truecolor"], isTerminal: true)
                == .monochrome)
        #expect(ColorMode.detect(environment: ["TERM": "dumb", "COLORTERM": "truecolor"], isTerminal: true) == .plain)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"], isTerminal: false) == .plain)
    }

    @Test func namedColorsMapToEveryMode() {
        let blue = TerminalColor.named("blue")!
        #expect(blue.rgb == RGB(0, 122, 255))
        #expect(ColorMode.ansi16.sgr(blue, background: false) == "34")
        #expect(ColorMode.ansi16.sgr(blue, background: true) == "44")
        #expect(ColorMode.ansi256.sgr(blue, background: false) == "38;5;33")
        #expect(ColorMode.trueColor.sgr(blue, background: true) == "48;2;0;122;255")
        #expect(ColorMode.monochrome.sgr(blue, background: false) == nil)
        #expect(ColorMode.ansi16.sgr(TerminalColor.named("orange")!, background: false) == "93")
        #expect(TerminalColor.named("primary") == nil)
        #expect(TerminalColor.named("chartreuse") == nil)
    }

    @Test func nearestPaletteEntries() {
        #expect(RGB(255, 0, 0).nearest256 == 196)
        #expect(RGB(128, 128, 128).nearest256 == 244)
        #expect(RGB(0, 0, 0).nearest16 == 0)
        #expect(RGB(250, 250, 250).nearest16 == 15)
    }

    @Test func styleEscapesResetThenSet() {
        let style = CellStyle(foreground: TerminalColor.named("red"), bold: true, underline: true)
        #expect(style.escape(for: .ansi16) == "\u{1B}[0;1;4;31m")
        #expect(style.escape(for: .monochrome) == "\u{1B}[0;1;4m")
        #expect(style.escape(for: .plain) == "")
        #expect(CellStyle.plain.escape(for: .ansi16) == "\u{1B}[m")
    }
}

@Suite struct ColorPreferenceTests {
    @Test func snapshotsArePlainUnlessColorIsAlways() {
        let environment = ["TERM": "xterm-256color", "NO_COLOR": "1"]
        #expect(ColorPreference.auto.snapshotMode(environment: environment) == .plain)
        #expect(ColorPreference.never.snapshotMode(environment: environment) == .plain)
        #expect(ColorPreference.always.snapshotMode(environment: environment) == .ansi256)
        #expect(ColorPreference.always.snapshotMode(environment: ["TERM": "dumb"]) == .ansi16)
    }

    @Test func interactiveSessionsKeepAttributesForFocus() {
        #expect(ColorPreference.auto.interactiveMode(environment: ["TERM": "xterm", "NO_COLOR": "1"]) == .monochrome)
        #expect(ColorPreference.auto.interactiveMode(environment: ["TERM": "dumb"]) == .monochrome)
        #expect(ColorPreference.never.interactiveMode(environment: ["COLORTERM": "truecolor"]) == .monochrome)
        #expect(ColorPreference.auto.interactiveMode(environment: ["COLORTERM": "truecolor"]) == .trueColor)
    }
}
