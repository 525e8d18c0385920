import SpecUI
import Testing

private struct StepView: View {
    @State private var value = 7

    var body: some View {
        Stepper("By three", value: $value, in: 0...10, step: 3)
        Text("value \(value)")
    }
}

@MainActor
@Suite struct StepperStepTests {
    @Test func aStepPastTheBoundStopsAtIt() {
        let host = ViewHost(StepView())
        #expect(host.increment("By three"))
        #expect(host.resolved.texts == ["value 10"])
        #expect(!host.increment("By three"))
        for _ in 0..<3 { #expect(host.decrement("By three")) }
        #expect(host.resolved.texts == ["value 1"])
        #expect(host.decrement("By three"))
        #expect(host.resolved.texts == ["value 0"])
        #expect(!host.decrement("By three"))
    }
}
