import SpecUI
import Testing

@testable import SpecUITerminal

private struct Styled: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Title").font(.title)
            Text("note").font(.caption)
            Text("red").foregroundColor(.red).underline()
            Text("faint").opacity(0.3)
            Text("gone").opacity(0)
            Button("Off") {}.disabled(true)
        }
    }
}

private struct Sections: View {
    var body: some View {
        List {
            Section("Fruit") {
                Text("Apple")
                Text("Pear")
            }
            Section("Nuts") {
                Text("Pecan")
            }
        }
    }
}

@MainActor
@Suite struct StyleRenderingTests {
    @Test func fontsColorsOpacityAndDisabledBecomeAttributes() {
        let snapshot = TerminalRenderer.snapshot(Styled(), size: TerminalSize(columns: 5, rows: 6), color: .ansi16)
        #expect(snapshot.lines == ["Title", "note ", "red  ", "faint", "     ", "Off  "])
        #expect(
            snapshot.ansi.split(separator: "\n", omittingEmptySubsequences: false) == [
                "\u{1B}[0;1mTitle\u{1B}[m",
                "\u{1B}[0;2mnote\u{1B}[m",
                "\u{1B}[0;4;31mred\u{1B}[m",
                "\u{1B}[0;2mfaint\u{1B}[m",
                "",
                "\u{1B}[0;2;34mOff\u{1B}[m",
            ])
    }

    @Test func everyTextStyleIsBoldPlainOrDim() {
        let styles = VStack(alignment: .leading) {
            Text("t2").font(.title2)
            Text("t3").font(.title3)
            Text("sh").font(.subheadline)
            Text("co").font(.callout)
            Text("c2").font(.caption2)
        }
        let snapshot = TerminalRenderer.snapshot(styles, size: TerminalSize(columns: 2, rows: 5), color: .ansi16)
        #expect(
            snapshot.ansi.split(separator: "\n") == [
                "\u{1B}[0;1mt2\u{1B}[m", "\u{1B}[0;1mt3\u{1B}[m", "sh", "co", "\u{1B}[0;2mc2\u{1B}[m",
            ])
    }

    @Test func weightsStrikethroughAndInactiveEmphasisBecomeAttributes() {
        let done = true
        let styles = VStack(alignment: .leading) {
            Text("sb").fontWeight(.semibold)
            Text("hr").fontWeight(.regular).font(.headline)
            Text("bl").font(.body.weight(.light))
            Text("bo").font(.caption.bold())
            Text("st").strikethrough(done)
            Text("no").bold(false).italic(false).underline(false).strikethrough(false)
            // The innermost weight wins, and nil is the font's own.
            Text("re").fontWeight(nil).fontWeight(.black)
        }
        let snapshot = TerminalRenderer.snapshot(styles, size: TerminalSize(columns: 2, rows: 7), color: .ansi16)
        #expect(snapshot.lines == ["sb", "hr", "bl", "bo", "st", "no", "re"])
        #expect(
            snapshot.ansi.split(separator: "\n") == [
                "\u{1B}[0;1msb\u{1B}[m", "hr", "\u{1B}[0;2mbl\u{1B}[m", "\u{1B}[0;1mbo\u{1B}[m",
                "\u{1B}[0;9mst\u{1B}[m", "no", "re",
            ])
    }

    @Test func aControlsSwitchIsNeitherStruckNorUnderlined() {
        let toggle = Toggle("Milk", isOn: .constant(true)).toggleStyle(.switch).strikethrough().underline()
        let snapshot = TerminalRenderer.snapshot(toggle, size: TerminalSize(columns: 8, rows: 1), color: .ansi16)
        #expect(snapshot.lines == ["Milk [x]"])
        #expect(snapshot.ansi == "\u{1B}[0;4;9mMilk\u{1B}[m [x]")
    }

    @Test func aFontWithAWeightDescribesIt() {
        #expect(Font.headline.weight(.regular).description == "headline.weight(.regular)")
        #expect(Font.caption.description == "caption")
        #expect(Font.system(size: 28, weight: .light).description == "system(size: 28).weight(.light)")
        #expect(Font.system(size: 12.5).description == "system(size: 12.5)")
    }

    @Test func aSystemFontDrawsAsTheTextStyleOfTheNearestSize() {
        #expect(
            [34, 30, 25, 21, 18.5, 17, 16, 14, 12.5, 1, 500].map { Font.system(size: $0).style } == [
                .largeTitle, .title, .title2, .title3, .body, .body, .callout, .footnote, .caption, .caption2,
                .largeTitle,
            ])
        let styles = VStack(alignment: .leading) {
            Text("ti").font(.system(size: 28))
            Text("ca").font(.system(size: 12, design: .rounded))
            Text("hr").font(.system(.headline, design: .serif, weight: .regular))
            Text("bo").font(.system(size: 17, weight: .bold).monospaced())
        }
        let snapshot = TerminalRenderer.snapshot(styles, size: TerminalSize(columns: 2, rows: 4), color: .ansi16)
        #expect(
            snapshot.ansi.split(separator: "\n") == [
                "\u{1B}[0;1mti\u{1B}[m", "\u{1B}[0;2mca\u{1B}[m", "hr", "\u{1B}[0;1mbo\u{1B}[m",
            ])
    }

    @Test func nestedOpacitiesMultiply() {
        struct Faded: View {
            var body: some View {
                VStack {
                    VStack {
                        Text("half").opacity(0.7)
                        Text("more").opacity(0.8)
                    }
                    .opacity(0.7)
                    Text("gone").opacity(0.5).opacity(0)
                    Text("full").opacity(2).opacity(0.6)
                }
            }
        }
        let snapshot = TerminalRenderer.snapshot(Faded(), size: TerminalSize(columns: 4, rows: 4), color: .ansi16)
        #expect(snapshot.lines == ["half", "more", "    ", "full"])
        #expect(
            snapshot.ansi.split(separator: "\n", omittingEmptySubsequences: false) == [
                "\u{1B}[0;2mhalf\u{1B}[m", "more", "", "full",
            ])
    }

    @Test func halfOpaqueIsTheMostOpaqueThatDrawsDim() {
        let faded = VStack {
            Text("half").opacity(0.5)
            Text("more").opacity(0.51)
        }
        let snapshot = TerminalRenderer.snapshot(faded, size: TerminalSize(columns: 4, rows: 2), color: .ansi16)
        #expect(snapshot.ansi.split(separator: "\n") == ["\u{1B}[0;2mhalf\u{1B}[m", "more"])
    }

    @Test func noColorKeepsAttributesAndDropsColors() {
        let snapshot = TerminalRenderer.snapshot(Styled(), size: TerminalSize(columns: 5, rows: 6), color: .monochrome)
        #expect(snapshot.ansi.hasPrefix("\u{1B}[0;1mTitle\u{1B}[m\n\u{1B}[0;2mnote\u{1B}[m\n\u{1B}[0;4mred\u{1B}[m"))
    }

    @Test func listSectionsShowHeadersAboveTheirRows() {
        let snapshot = TerminalRenderer.snapshot(Sections(), size: TerminalSize(columns: 8, rows: 6))
        #expect(snapshot.lines == ["Fruit   ", "Apple   ", "Pear    ", "Nuts    ", "Pecan   ", "        "])
    }

    @Test func fixedFrameAlignsItsContent() {
        struct Boxed: View {
            var body: some View {
                Text("ab").frame(width: 8, height: 5, alignment: .bottomTrailing).border(.gray)
            }
        }
        let snapshot = TerminalRenderer.snapshot(Boxed(), size: TerminalSize(columns: 8, rows: 5))
        #expect(snapshot.lines == ["┌──────┐", "│      │", "│      │", "│    ab│", "└──────┘"])
    }
}
