import SpecUI
import Testing

@testable import SpecUITerminal

private struct Notes: View {
    @State private var notes = ["Milk", "Tea"]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(notes, id: \.self) { note in
                Text(note).contextMenu {
                    Button("Pin") {}
                    Button("Delete", role: .destructive) { notes.removeAll { $0 == note } }
                }
            }
            Text("\(notes.count) notes")
        }
    }
}

@MainActor
@Suite struct ContextMenuTests {
    @Test func activatingTheViewOpensItsMenuAndChoosingAnItemRunsItAndClosesIt() {
        let session = TerminalSession(host: ViewHost(Notes()))
        let size = TerminalSize(columns: 12, rows: 4)
        #expect(session.frame(size: size).lines() == ["  Milk      ", "  Tea       ", "  2 notes   ", "            "])
        #expect(session.host.tap("Tea"))
        #expect(
            session.frame(size: size).lines() == [
                " ┌────────┐ ",
                " │ Pin    │ ",
                " │ Delete │ ",
                " └────────┘ ",
            ])
        #expect(session.host.tap("Delete"))
        #expect(session.frame(size: size).lines() == ["            ", "  Milk      ", "  1 notes   ", "            "])
    }

    @Test func theViewDrawsInTheColorsAroundIt() {
        let plain = TerminalRenderer.snapshot(Text("Row"), size: TerminalSize(columns: 3, rows: 1), color: .ansi16)
        let withMenu = TerminalRenderer.snapshot(
            Text("Row").contextMenu { Button("Copy") {} }, size: TerminalSize(columns: 3, rows: 1), color: .ansi16)
        #expect(withMenu.ansi == plain.ansi)
    }
}
