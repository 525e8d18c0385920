import SpecUI
import Testing

@testable import SpecUITerminal

private struct TrashView: View {
    @State private var deleted = 0

    var body: some View {
        VStack(alignment: .leading) {
            Button("Delete", systemImage: "trash", role: .destructive) { deleted += 1 }
            Button("Share", systemImage: "square.and.arrow.up") {}
            Text("Deleted \(deleted)")
        }
    }
}

@MainActor
@Suite struct LabelButtonTests {
    @Test func aButtonWithASystemImageDrawsAsALabelAndIsTappedByItsTitle() {
        let frame = TerminalRenderer.snapshot(
            TrashView(), size: TerminalSize(columns: 10, rows: 3), events: [.tap("Delete"), .tap("Delete")])
        #expect(frame.lines == ["🗑 Delete  ", "⇪ Share   ", "Deleted 2 "])
        #expect(frame.unmatchedEvents.isEmpty)
    }

    @Test func aDestructiveLabelButtonIsRedAndABorderedOneHasRoomAroundItsLabel() {
        let button = Button("Delete", systemImage: "trash", role: .destructive) {}
        let plain = Button("Delete") {}
        let colored = TerminalRenderer.snapshot(button, size: TerminalSize(columns: 8, rows: 1), color: .ansi16)
        let titled = TerminalRenderer.snapshot(plain, size: TerminalSize(columns: 8, rows: 1), color: .ansi16)
        #expect(colored.ansi.contains("\u{1B}[0;31m"))
        #expect(titled.ansi.contains("\u{1B}[0;34m"))
        #expect(renderedLines(button.buttonStyle(.bordered), columns: 10, rows: 1) == [" 🗑 Delete "])
    }
}
