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
    @Test func aStepperOfDoublesStepsByItsStepAndStopsAtItsBounds() {
        let size = TerminalSize(columns: 20, rows: 2)
        let frame = TerminalRenderer.snapshot(
            HoursView(), size: size, events: [.increment("Hours"), .increment("Hours"), .increment("Hours")])
        #expect(frame.lines == ["Hours  [-] 12.0 [+] ", "4 edits             "])
        #expect(frame.unmatchedEvents == [.increment("Hours")])
        let down = TerminalRenderer.snapshot(HoursView(), size: size, events: [.decrement("Hours")])
        #expect(down.lines == ["Hours  [-] 11.25 [+]", "2 edits             "])
    }

    @Test func aStepperOfActionsShowsNoValueAndANilActionIsABound() {
        let frame = TerminalRenderer.snapshot(
            SizeView(), size: TerminalSize(columns: 16, rows: 1), events: [.increment("Size 3"), .decrement("Size 5")])
        #expect(frame.lines == ["Size 5  [-] [+] "])
        #expect(frame.unmatchedEvents == [.decrement("Size 5")])
    }

    @Test func anIntStepperKeepsItsIntegerSteps() {
        let count = Binding.constant(Int.max - 1)
        let stepper = Stepper("N", value: count, step: 5)
        #expect(renderedLines(stepper, columns: 31, rows: 1) == ["N  [-] 9223372036854775806 [+] "])
    }
}
