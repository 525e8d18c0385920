import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
private final class PickLog {
    var picked: [String] = []
}

/// A link to a list whose rows are buttons logging what was picked.
private struct Picking: View {
    let log: PickLog

    var body: some View {
        NavigationStack {
            NavigationLink("Go") {
                List(["X", "Y"], id: \.self) { item in
                    Button(item) { log.picked.append(item) }
                }
                .navigationTitle("Pick")
            }
        }
    }
}

/// Fifty rows of buttons, taller than the screen.
private struct Fifty: View {
    var body: some View {
        List(0..<50, id: \.self) { index in
            Button("Item \(index)") {}
        }
    }
}

@MainActor
@Suite struct ScriptedFramesTests {
    @Test func anEventActsOnTheFrameTheEventBeforeItBrought() {
        let log = PickLog()
        let frame = TerminalRenderer.snapshot(
            Picking(log: log), size: TerminalSize(columns: 16, rows: 4), events: [.tap("Go"), .tap("Y")])
        #expect(frame.unmatchedEvents == [])
        #expect(log.picked == ["Y"])
        #expect(frame.lines == ["‹Back           ", "Pick            ", "X               ", "Y               "])
    }

    @Test func snapshotsOfOneHostKeepItsListScrolled() {
        let host = ViewHost(Fifty())
        var frame = TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 10, rows: 8))
        for _ in 0..<9 {
            frame = TerminalRenderer.snapshot(
                host: host, size: TerminalSize(columns: 10, rows: 8), events: [.key(.tab)])
        }
        // Tab past the eighth row scrolled the list a row; the next snapshot goes on from there.
        #expect(host.actionables.first { $0.id == host.focusedControl }?.label == "Item 8")
        #expect(frame.lines.first == "Item 1    ")
        #expect(frame.lines.last == "Item 8    ")
    }
}
