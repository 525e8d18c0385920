import SpecUI
import Testing

@testable import SpecUITerminal

private struct Card: View {
    @State private var isOpen = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: isOpen ? "chevron.down" : "chevron.right")
                Text("Details")
            }
            .onTapGesture { isOpen.toggle() }
            if isOpen {
                Text("More text")
            }
        }
    }
}

private struct Pin: View {
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("Pin")
                .onLongPressGesture(minimumDuration: 1) {
                    log.append("pinned")
                } onPressingChanged: {
                    log.append("\($0)")
                }
            Text("Hold").onLongPressGesture(pressing: { log.append("pressing \($0)") }) { log.append("held") }
            Text(log.joined(separator: " "))
        }
    }
}

/// A row that is tapped as a whole, holding a button and a toggle of its own.
private struct Reminder: View {
    @State private var opens = 0
    @State private var snoozes = 0
    @State private var isDone = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Call")
                Button("Snooze") { snoozes += 1 }
                Toggle("Done", isOn: $isDone)
            }
            .onTapGesture { opens += 1 }
            Text("opens \(opens) snoozes \(snoozes)")
        }
    }
}

@MainActor
@Suite struct TapGestureTests {
    @Test func aLongPressIsAnActivationWithItsPressingAroundIt() {
        let frame = TerminalRenderer.snapshot(
            Pin(), size: TerminalSize(columns: 52, rows: 3),
            events: [
                .tap("Pin"), .tap("Hold"),
            ])
        #expect(
            frame.lines[2].trimmingCharacters(in: .whitespaces) == "true pinned false pressing true held pressing false"
        )
        #expect(frame.unmatchedEvents.isEmpty)
    }

    @Test func aTappedViewRunsItsActionAndIsDrawnAsItIs() {
        let size = TerminalSize(columns: 10, rows: 2)
        let closed = TerminalRenderer.snapshot(Card(), size: size, color: .ansi16)
        // Not tinted, unlike a button's label; a tappable view draws in the text color around it.
        #expect(closed.ansi.split(separator: "\n").map(String.init) == ["› Details"])
        let open = TerminalRenderer.snapshot(Card(), size: size, events: [.tap("Details")])
        #expect(open.lines == ["˅ Details ", "More text "])
    }

    /// The controls inside a tapped view win over its tap, as they do over a gesture: each runs its own action
    /// alone, and the view's own cells are the tap's.
    @Test func theControlsInsideATappedViewStayControls() {
        let host = ViewHost(Reminder())
        #expect(host.actionables.map(\.label) == ["Call Snooze", "Snooze", "Done"])
        #expect(host.tap("Snooze"))
        #expect(host.tap("Done"))
        #expect(host.resolved.texts.last == "opens 0 snoozes 1")
        #expect(host.tap("Call Snooze"))
        let size = TerminalSize(columns: 22, rows: 2)
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "Call Snooze Done   [x]", "opens 1 snoozes 1     ",
            ])
    }

    /// Focus reaches the tapped view, then each control inside it, and Return activates the focused one alone.
    @Test func focusReachesTheControlsInsideATappedView() {
        let session = TerminalSession(host: ViewHost(Reminder()))
        let size = TerminalSize(columns: 22, rows: 2)
        _ = session.frame(size: size)
        var focused: [String] = []
        for _ in 0..<3 {
            _ = session.handle(.tab)
            focused.append(session.focusedLabel ?? "")
        }
        #expect(focused == ["Call Snooze", "Snooze", "Done"])
        _ = session.handle(.enter)
        #expect(session.frame(size: size).lines() == ["Call Snooze Done   [x]", "opens 0 snoozes 0     "])
    }

    /// A long-pressed view and one with a context menu keep the controls inside too.
    @Test func aLongPressOrAContextMenuKeepsTheControlsInside() {
        let row = HStack {
            Text("Call")
            Button("Snooze") {}
        }
        let pressed = ViewHost(row.onLongPressGesture {})
        #expect(pressed.actionables.map(\.label) == ["Call Snooze", "Snooze"])
        let menu = ViewHost(row.contextMenu { Button("Delete") {} })
        #expect(menu.actionables.map(\.label) == ["Call Snooze", "Snooze"])
    }
}
