import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct CustomFontTests {
    @Test func aCustomFontDrawsAsTheSystemFontOfItsSize() {
        let texts = VStack(alignment: .leading) {
            Text("ti").font(.custom("Menlo", size: 28))
            Text("ca").font(.custom("Menlo", size: 12, relativeTo: .body))
            Text("bo").font(.custom("Avenir Next", fixedSize: 17))
            Text("sy").font(.system(size: 28))
        }
        let snapshot = TerminalRenderer.snapshot(texts, size: TerminalSize(columns: 2, rows: 4), color: .ansi16)
        #expect(snapshot.lines == ["ti", "ca", "bo", "sy"])
        #expect(
            snapshot.ansi.split(separator: "\n") == [
                "\u{1B}[0;1mti\u{1B}[m", "\u{1B}[0;2mca\u{1B}[m", "bo", "\u{1B}[0;1msy\u{1B}[m",
            ])
        #expect(Font.custom("Menlo", size: 28) == Font.system(size: 28))
    }

    @Test func anItalicFontSlantsItsTextAndDigitsKeepTheirFont() {
        let texts = VStack(alignment: .leading) {
            Text("hi").font(.headline.italic())
            Text("it").font(.body.italic())
            Text("42").font(.title3.monospacedDigit())
            Text("mo").font(.caption.monospaced())
        }
        let snapshot = TerminalRenderer.snapshot(texts, size: TerminalSize(columns: 2, rows: 4), color: .ansi16)
        #expect(snapshot.lines == ["hi", "it", "42", "mo"])
        #expect(
            snapshot.ansi.split(separator: "\n") == [
                "\u{1B}[0;1;3mhi\u{1B}[m", "\u{1B}[0;3mit\u{1B}[m", "\u{1B}[0;1m42\u{1B}[m", "\u{1B}[0;2mmo\u{1B}[m",
            ])
        #expect(Font.headline.italic().description == "headline.italic()")
    }
}
