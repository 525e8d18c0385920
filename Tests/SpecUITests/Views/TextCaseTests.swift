import SpecUI
import Testing

private struct Caption: View {
    let text: String

    var body: some View {
        Text(text)
    }
}

private struct Shouting: View {
    @State private var isLoud = true

    var body: some View {
        VStack {
            Caption(text: "Straße")
            Button("Switch") { isLoud.toggle() }
                .accessibilityIdentifier("switch")
            Text("As Written").textCase(nil)
        }
        .textCase(isLoud ? .uppercase : .lowercase)
    }
}

@MainActor
@Suite struct TextCaseTests {
    @Test func everyTextInsideTakesTheCaseAndFollowsItsChanges() {
        let host = ViewHost(Shouting())
        #expect(host.resolved.texts == ["STRASSE", "SWITCH", "As Written"])
        let traced = host.trace.count
        #expect(host.tap("switch"))
        #expect(host.resolved.texts == ["straße", "switch", "As Written"])
        // The caption's input did not change: its body is skipped, and its text still takes the new case.
        #expect(Array(host.trace[traced...]) == ["Shouting: _isLoud changed."])
    }
}
