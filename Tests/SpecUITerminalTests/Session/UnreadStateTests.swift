import SpecUI
import Testing

@testable import SpecUITerminal

/// A count the button writes and the body never reads.
private struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        Button("Tap") { taps += 1 }
    }
}

/// A switch whose state only the toggle reads, through the binding its row was handed.
private struct WifiPanel: View {
    @State private var isOn = false

    var body: some View {
        WifiRow(isOn: $isOn)
    }
}

private struct WifiRow: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
    }
}

@MainActor
@Suite struct UnreadStateTests {
    private let size = TerminalSize(columns: 12, rows: 1)

    @Test func tapsWritingAStateTheBodyNeverReadsEvaluateItOnce() {
        let frame = TerminalRenderer.snapshot(TapCounter(), size: size, events: [.tap("Tap"), .tap("Tap")])
        #expect(frame.lines == ["    Tap     "])
        #expect(frame.bodyEvaluations == ["TapCounter": 1])
        #expect(frame.trace == ["TapCounter: @self, @identity, _taps changed."])
    }

    @Test func aToggleDrawsItsNewValueWithoutABodyRunningAgain() {
        let frame = TerminalRenderer.snapshot(WifiPanel(), size: size, events: [.tap("Wi-Fi")])
        #expect(frame.lines == ["Wi-Fi    [x]"])
        #expect(frame.bodyEvaluations == ["WifiPanel": 1, "WifiRow": 1])
    }
}
