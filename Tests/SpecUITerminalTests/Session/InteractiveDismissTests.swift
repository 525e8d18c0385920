import SpecUI
import Testing

@testable import SpecUITerminal

private struct Draft: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Body", text: $text)
            Button("Close") { dismiss() }
        }
        // Unsaved text keeps the sheet from being swiped (escaped) away.
        .interactiveDismissDisabled(!text.isEmpty)
    }
}

private struct Mail: View {
    @State private var isWriting = false

    var body: some View {
        Button("Write") { isWriting = true }
            .sheet(isPresented: $isWriting) {
                Draft()
            }
    }
}

@MainActor
@Suite struct InteractiveDismissTests {
    @Test func escapeDismissesASheetOnlyWhileItsViewAllowsIt() {
        let session = TerminalSession(host: ViewHost(Mail()))
        _ = session.host.tap("Write")
        #expect(session.host.resolved.texts == ["Close"])
        _ = session.handle(.escape)
        #expect(session.host.resolved.texts == ["Write"])
        _ = session.host.tap("Write")
        #expect(session.host.typeText("Body", "Dear"))
        _ = session.handle(.escape)
        #expect(session.host.resolved.texts == ["Close"])
        #expect(session.host.dismissPresentation() == false)
        // Its own `dismiss` still dismisses it.
        #expect(session.host.tap("Close"))
        #expect(session.host.resolved.texts == ["Write"])
    }
}
