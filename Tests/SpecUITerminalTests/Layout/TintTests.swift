import SpecUI
import Testing

@testable import SpecUITerminal

/// The view a new SwiftUI project starts with.
private struct ContentView: View {
    var body: some View {
        VStack {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundStyle(.tint)
            Text("Hello, world!")
        }
        .padding()
    }
}

@MainActor
@Suite struct TintTests {
    @Test func theNewProjectViewDrawsItsSymbolInTheAccentColor() {
        let frame = TerminalRenderer.snapshot(ContentView(), size: TerminalSize(columns: 15, rows: 4), color: .ansi16)
        #expect(frame.lines == ["               ", "      🌐       ", " Hello, world! ", "               "])
        #expect(frame.ansi.contains("\u{1B}[0;34m🌐\u{1B}[m"))
    }

    @Test func tintColorsButtonsLinksAndTheTintStyleInside() {
        let view = VStack {
            Button("Go") {}
            Text("tinted").foregroundStyle(.tint)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Filled") {}.buttonStyle(.borderedProminent)
        }
        .tint(.green)
        let frame = TerminalRenderer.snapshot(view, size: TerminalSize(columns: 8, rows: 4), color: .ansi16)
        #expect(
            frame.ansi.split(separator: "\n").map(String.init) == [
                "   \u{1B}[0;32mGo\u{1B}[m",
                " \u{1B}[0;32mtinted\u{1B}[m",
                " Plain",
                "\u{1B}[0;32;42m \u{1B}[0;97;42mFilled\u{1B}[0;32;42m \u{1B}[m",
            ])
    }

    @Test func aLinkIsDrawnInTheTintAsAButtonIs() {
        let link = Link("Docs", destination: URL(string: "https://example.com")!).tint(.green)
        let frame = TerminalRenderer.snapshot(link, size: TerminalSize(columns: 4, rows: 1), color: .ansi16)
        #expect(frame.ansi == "\u{1B}[0;32mDocs\u{1B}[m")
    }

    @Test func accentColorIsTheOlderSpellingOfTint() {
        let size = TerminalSize(columns: 2, rows: 1)
        let older = TerminalRenderer.snapshot(Button("Go") {}.accentColor(.green), size: size, color: .ansi16)
        let newer = TerminalRenderer.snapshot(Button("Go") {}.tint(.green), size: size, color: .ansi16)
        #expect(older.ansi == newer.ansi)
        #expect(older.ansi.contains("32m"))
    }
}
