import SpecUI
import Testing

@testable import SpecUITerminal

private struct Queue: View {
    @State private var asksToClear = false
    @State private var asksToDelete = false
    @State private var cleared = 0

    var body: some View {
        VStack {
            Button("Clear queue") { asksToClear = true }
            Button("Delete song") { asksToDelete = true }
            Text("cleared \(cleared)")
        }
        .alert("Clear queue?", isPresented: $asksToClear) {
            Button("Clear", role: .destructive) { cleared += 1 }
            Button("Cancel", role: .cancel) {}
        }
        .confirmationDialog("Delete song?", isPresented: $asksToDelete) {
            Button("Delete", role: .destructive) { cleared += 10 }
        }
    }
}

/// An alert or a confirmation dialog opens with focus on its cancel button, its own or the one a dialog adds, so
/// that a stray Return dismisses it instead of running its destructive action.
@MainActor
@Suite struct AlertFocusTests {
    @Test func anAlertOpensOnItsCancelButton() {
        let session = TerminalSession(host: ViewHost(Queue()))
        _ = session.frame(size: TerminalSize(columns: 30, rows: 10))
        _ = session.handle(.tab)
        _ = session.handle(.enter)
        #expect(session.focusedLabel == "Cancel")
        _ = session.handle(.enter)
        #expect(session.host.resolved.texts.contains("cleared 0"))
        #expect(session.focusedLabel == "Clear queue")
    }

    @Test func aConfirmationDialogOpensOnTheCancelButtonItAdds() {
        let session = TerminalSession(host: ViewHost(Queue()))
        _ = session.frame(size: TerminalSize(columns: 30, rows: 10))
        for key in [Key.tab, .tab, .enter] {
            _ = session.handle(key)
        }
        #expect(session.focusedLabel == "Cancel")
        _ = session.handle(.enter)
        #expect(session.host.resolved.texts.contains("cleared 0"))
    }
}
