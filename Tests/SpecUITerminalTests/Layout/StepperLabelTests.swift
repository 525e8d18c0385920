import SpecUI
import Testing

@testable import SpecUITerminal

private struct GuestsView: View {
    @State private var guests = 2

    var body: some View {
        Stepper(value: $guests, in: 1...4) {
            Text("Guests: \(guests)")
        }
        .accessibilityIdentifier("guests")
    }
}

@MainActor
@Suite struct StepperLabelTests {
    @Test func aStepperLabelledByViewsShowsTheirTextsAndFollowsItsValue() {
        let frame = TerminalRenderer.snapshot(
            GuestsView(), size: TerminalSize(columns: 18, rows: 1),
            events: [.increment("guests"), .increment("guests"), .increment("guests")])
        #expect(frame.lines == ["Guests: 4  [-] [+]"])
        #expect(frame.unmatchedEvents == [.increment("guests")])
    }

    /// The button the value is at the bound of does nothing and is drawn dim, as SwiftUI greys it out: `-` at the
    /// lower bound, `+` at the upper one, each at its own end right to left.
    @Test func theButtonAtABoundIsDrawnDisabled() {
        func ansi(_ events: [ScriptedEvent], rightToLeft: Bool = false) -> String {
            TerminalRenderer.snapshot(
                GuestsView(), size: TerminalSize(columns: 18, rows: 1), events: events, color: .ansi16,
                layoutDirection: rightToLeft ? .rightToLeft : .leftToRight
            ).ansi
        }
        let dim = { (button: String) in "\u{1B}[0;2m\(button)\u{1B}[m" }
        #expect(ansi([]) == "Guests: 2  [-] [+]")
        #expect(ansi([.decrement("guests")]) == "Guests: 1  \(dim("[-]")) [+]")
        #expect(ansi(Array(repeating: .increment("guests"), count: 2)) == "Guests: 4  [-] \(dim("[+]"))")
        #expect(ansi([.decrement("guests")], rightToLeft: true) == "[+] \(dim("[-]"))  Guests: 1")
        // Without bounds, Int's own are the stepper's.
        let top = TerminalRenderer.snapshot(
            Stepper("N", value: .constant(Int.max)), size: TerminalSize(columns: 12, rows: 1), color: .ansi16)
        #expect(top.ansi == "N    [-] \(dim("[+]"))")
    }
}
