import SpecUI
import Testing

@testable import SpecUITerminal

private struct HoursView: View {
    @State private var hours = 11.5
    @State private var edits: [Bool] = []

    var body: some View {
        VStack(alignment: .leading) {
            Stepper("Hours", value: $hours, in: 4...12, step: 0.25) { edits.append($0) }
            Text("\(edits.count) edits")
        }
    }
}

private struct SizeView: View {
    @State private var size = 3

    var body: some View {
        Stepper("Size \(size)", onIncrement: { size += 2 }, onDecrement: nil)
    }
}

@MainActor
@Suite struct StrideableStepperTests {
    /// The value is not drawn, as in SwiftUI; it is the stepper's accessibility value, as it describes itself.
    @Test func aStepperOfDoublesStepsByItsStepAndStopsAtItsBounds() {
        let size = TerminalSize(columns: 14, rows: 2)
        let frame = TerminalRenderer.snapshot(
            HoursView(), size: size, events: [.increment("Hours"), .increment("Hours"), .increment("Hours")])
        #expect(frame.lines == ["Hours  [-] [+]", "4 edits       "])
        #expect(frame.unmatchedEvents == [.increment("Hours")])
        let host = ViewHost(HoursView())
        #expect(host.actionable("Hours")?.accessibilityValue == "11.5")
        #expect(host.increment("Hours"))
        #expect(host.increment("Hours"))
        #expect(host.actionable("Hours")?.accessibilityValue == "12.0")
        #expect(!host.increment("Hours"))
        #expect(host.decrement("Hours"))
        #expect(host.actionable("Hours")?.accessibilityValue == "11.75")
    }

    @Test func aStepperOfActionsShowsNoValueAndANilActionIsABound() {
        let frame = TerminalRenderer.snapshot(
            SizeView(), size: TerminalSize(columns: 16, rows: 1), events: [.increment("Size 3"), .decrement("Size 5")])
        #expect(frame.lines == ["Size 5   [-] [+]"])
        #expect(frame.unmatchedEvents == [.decrement("Size 5")])
    }

    @Test func anIntStepperKeepsItsIntegerSteps() {
        let count = Binding.constant(Int.max - 1)
        let host = ViewHost(Stepper("N", value: count, step: 5))
        #expect(host.actionable("N")?.accessibilityValue == "9223372036854775806")
        #expect(renderedLines(Stepper("N", value: count, step: 5), columns: 10, rows: 1) == ["N  [-] [+]"])
    }
}
