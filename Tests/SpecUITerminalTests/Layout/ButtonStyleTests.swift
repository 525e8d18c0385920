import SpecUI
import Testing

@testable import SpecUITerminal

private struct StyledButtons: View {
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(taps)")
            Button("Auto") { taps += 1 }
            Button("Plain") { taps += 1 }.buttonStyle(.plain)
            Button("Bordered") { taps += 1 }.buttonStyle(.bordered)
            Button("Prominent") { taps += 1 }.buttonStyle(.borderedProminent)
            Button("Remove", role: .destructive) { taps -= 1 }.buttonStyle(.borderedProminent)
        }
    }
}

/// A label style of the author's: brackets around the label, bold while it is pressed (never, in a terminal).
private struct Bracketed: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("<")
            configuration.label
            Text(configuration.role == .destructive ? "!>" : ">")
        }
        .bold(configuration.isPressed)
    }
}

/// A whole-button style of the author's: two buttons that both trigger the one action.
private struct Twice: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Button(action: configuration.trigger) { configuration.label }
            Button("again", action: configuration.trigger)
        }
    }
}

private struct CustomStyled: View {
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("count \(count)")
            Button("Add") { count += 1 }.buttonStyle(Bracketed())
            Button("Drop", role: .destructive) { count -= 1 }
            Button("Both") { count += 10 }
        }
        .buttonStyle(Twice())
    }
}

private struct HiddenLabels: View {
    @State private var isOn = false
    @State private var amount = 1

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Wi-Fi", isOn: $isOn)
            Stepper("Amount \(amount)", value: $amount)
        }
        .labelsHidden()
    }
}

@MainActor
@Suite struct ButtonStyleTests {
    @Test func builtInStylesDrawTheirLabelsAndKeepTheirActions() {
        let size = TerminalSize(columns: 12, rows: 6)
        let events: [ScriptedEvent] = [.tap("Plain"), .tap("Bordered"), .tap("Prominent"), .tap("Remove")]
        let frame = TerminalRenderer.snapshot(StyledButtons(), size: size, events: events, color: .ansi16)
        #expect(
            frame.lines == [
                "2           ",
                "Auto        ",
                "Plain       ",
                " Bordered   ",
                " Prominent  ",
                " Remove     ",
            ])
        // The default style tints its label blue (SGR 34), `.plain` leaves it in the text color, `.bordered`
        // tints it over gray (SGR 100) and `.borderedProminent` draws it white (SGR 97) over blue (SGR 44), or
        // over red (SGR 41) for a destructive button.
        #expect(
            frame.ansi.split(separator: "\n").map(String.init) == [
                "2",
                "\u{1B}[0;34mAuto\u{1B}[m",
                "Plain",
                "\u{1B}[0;34;100m Bordered \u{1B}[m",
                "\u{1B}[0;34;44m \u{1B}[0;97;44mProminent\u{1B}[0;34;44m \u{1B}[m",
                "\u{1B}[0;34;41m \u{1B}[0;97;41mRemove\u{1B}[0;34;41m \u{1B}[m",
            ])
    }

    @Test func customStylesDrawTheButtonAndTheInnermostStyleWins() {
        let size = TerminalSize(columns: 14, rows: 4)
        let host = ViewHost(CustomStyled())
        #expect(host.tap("Add"))
        #expect(host.tap("Both"))
        let frame = TerminalRenderer.snapshot(host: host, size: size)
        #expect(
            frame.lines == [
                "  count 11    ",
                "  <Add>       ",
                "  Drop again  ",
                "  Both again  ",
            ])
        // A label style's label is not tinted; the buttons a whole-button style draws have the default style, and
        // the role only if the style gives them one, so "Drop" is blue like "again".
        let colored = TerminalRenderer.snapshot(host: host, size: size, color: .ansi16)
        #expect(colored.ansi.split(separator: "\n")[1] == "  <Add>")
        #expect(colored.ansi.split(separator: "\n")[2] == "  \u{1B}[0;34mDrop\u{1B}[m \u{1B}[0;34magain\u{1B}[m")
        // A style's label has no body of its own: only the author's views are counted.
        #expect(Set(host.bodyEvaluations.keys) == ["CustomStyled"])
    }

    @Test func hiddenLabelsAreNotDrawnButStillNameTheControls() {
        let host = ViewHost(HiddenLabels())
        #expect(host.tap("Wi-Fi"))
        #expect(host.increment("Amount 1"))
        #expect(host.actionable("Amount 2")?.accessibilityValue == "2")
        let frame = TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 7, rows: 2))
        #expect(frame.lines == ["[x]    ", "[-] [+]"])
    }
}
