import SpecUI
import Testing

@testable import SpecUITerminal

private struct DeleteView: View {
    @State private var items = ["a", "b"]

    var body: some View {
        HStack {
            Text(items.joined(separator: ","))
            Button("Delete", role: .destructive) { items.removeLast() }
            Button(role: .cancel) {
            } label: {
                Text("Cancel")
            }
        }
    }
}

@MainActor
@Suite struct ButtonRoleTests {
    @Test func aDestructiveButtonIsRedAndStillActs() {
        let size = TerminalSize(columns: 17, rows: 1)
        let frame = TerminalRenderer.snapshot(DeleteView(), size: size, events: [.tap("Delete")], color: .ansi16)
        #expect(frame.lines == [" a Delete Cancel "])
        // The destructive title in red (SGR 31), the cancel button in the accent color like any other (SGR 34).
        #expect(frame.ansi == " a \u{1B}[0;31mDelete\u{1B}[m \u{1B}[0;34mCancel\u{1B}[m")
    }
}
