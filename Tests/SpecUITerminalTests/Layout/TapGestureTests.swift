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
}
