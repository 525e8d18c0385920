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

@MainActor
@Suite struct TapGestureTests {
    @Test func aTappedViewRunsItsActionAndIsDrawnAsItIs() {
        let size = TerminalSize(columns: 10, rows: 2)
        let closed = TerminalRenderer.snapshot(Card(), size: size, color: .ansi16)
        // Not tinted, unlike a button's label; a tappable view draws in the text color around it.
        #expect(closed.ansi.split(separator: "\n").map(String.init) == ["› Details"])
        let open = TerminalRenderer.snapshot(Card(), size: size, events: [.tap("Details")])
        #expect(open.lines == ["˅ Details ", "More text "])
    }
}
