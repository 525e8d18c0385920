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
}
