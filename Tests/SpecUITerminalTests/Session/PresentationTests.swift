import SpecUI
import Testing

@testable import SpecUITerminal

private struct Composer: View {
    @Binding var sent: Int
    @Environment(\.dismiss) private var dismiss
    @State private var draft = ""

    var body: some View {
        VStack {
            Text("New message")
            TextField("To", text: $draft)
            Text("to: \(draft)")
            Button("Send") {
                sent += 1
                dismiss()
            }
        }
    }
}

private struct Inbox: View {
    @State private var isComposing = false
    @State private var isConfirming = false
    @State private var sent = 0
    @State private var dismissals = 0

    var body: some View {
        VStack {
            Text("sent \(sent), dismissed \(dismissals)")
            Button("Compose") { isComposing = true }
            Button("Clear") { isConfirming = true }
        }
        .sheet(isPresented: $isComposing, onDismiss: { dismissals += 1 }) {
            Composer(sent: $sent)
        }
        .alert("Clear all?", isPresented: $isConfirming) {
            Button("Clear", role: .destructive) { sent = 0 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It cannot be undone.")
        }
    }
}

private struct Contact: Identifiable {
    let id: Int
    let name: String
}

private struct Contacts: View {
    @State private var shown: Contact?

    var body: some View {
        VStack {
            Button("Amal") { shown = Contact(id: 1, name: "Amal") }
            Button("Omar") { shown = Contact(id: 2, name: "Omar") }
        }
        .sheet(item: $shown) { contact in
            Text("card \(contact.name)")
        }
    }
}

/// A contact card that counts its own taps, and moves on to the next contact from inside the sheet.
private struct Cards: View {
    @State private var shown: Contact?
    @State private var dismissals = 0

    var body: some View {
        VStack {
            Text("dismissed \(dismissals)")
            Button("Amal") { shown = Contact(id: 1, name: "Amal") }
        }
        .sheet(item: $shown, onDismiss: countDismissal) { contact in
            Card(name: contact.name, next: { shown = Contact(id: contact.id + 1, name: "Omar") })
        }
    }
}

extension Cards {
    private func countDismissal() {
        dismissals += 1
    }
}

private struct Card: View {
    let name: String
    let next: () -> Void
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("card \(name), \(taps) taps")
            Button("Tap") { taps += 1 }
            Button("Next") { next() }
        }
    }
}

private struct Saved: View {
    @State private var isShown = false

    var body: some View {
        Button("Save") { isShown = true }
            .alert("Saved", isPresented: $isShown) {}
    }
}

private struct Notes: View {
    @State private var isAsking = false
    @State private var deleted = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Notes")
            Button("Delete all") { isAsking = true }
            Spacer()
            Text(deleted ? "none" : "3 notes")
        }
        .alert("Delete?", isPresented: $isAsking) {
            Button("Delete", role: .destructive) { deleted = true }
        }
    }
}

private struct Detail: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}

private struct Library: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Detail") { Detail() }
        }
    }
}

@MainActor
@Suite struct PresentationTests {
    private func labels(_ host: ViewHost) -> [String] {
        host.actionables.map(\.label)
    }

    @Test func aSheetTakesTheScreenUntilItsViewDismissesIt() {
        let host = ViewHost(Inbox())
        #expect(host.tap("Compose"))
        #expect(host.resolved.texts == ["New message", "to: ", "Send"])
        #expect(labels(host) == ["To", "Send"])
        #expect(!host.tap("Compose"))
        #expect(host.typeText("To", "Omar"))
        #expect(host.tap("Send"))
        #expect(host.resolved.texts == ["sent 1, dismissed 1", "Compose", "Clear"])
        #expect(labels(host) == ["Compose", "Clear"])
    }

    @Test func dismissingASheetDiscardsItsState() {
        let host = ViewHost(Inbox())
        #expect(!host.dismissPresentation())
        host.tap("Compose")
        host.typeText("To", "Omar")
        #expect(host.dismissPresentation())
        #expect(host.resolved.texts == ["sent 0, dismissed 1", "Compose", "Clear"])
        host.tap("Compose")
        #expect(host.resolved.texts == ["New message", "to: ", "Send"])
    }

    @Test func anAlertsButtonsRunTheirActionAndDismissIt() {
        let host = ViewHost(Inbox())
        host.tap("Compose")
        host.tap("Send")
        #expect(host.tap("Clear"))
        #expect(labels(host) == ["Clear", "Cancel"])
        #expect(host.tap("Cancel"))
        #expect(host.resolved.texts == ["sent 1, dismissed 1", "Compose", "Clear"])
        host.tap("Clear")
        #expect(host.tap("Clear"))
        #expect(host.resolved.texts == ["sent 0, dismissed 1", "Compose", "Clear"])
    }

    @Test func anAlertIsABoxInTheMiddleOfTheScreen() {
        let session = TerminalSession(host: ViewHost(Inbox()))
        _ = session.host.tap("Clear")
        let lines = session.frame(size: TerminalSize(columns: 30, rows: 11)).lines()
        #expect(
            lines == [
                "  ┌────────────────────────┐  ",
                "  │                        │  ",
                "  │       Clear all?       │  ",
                "  │                        │  ",
                "  │  It cannot be undone.  │  ",
                "  │                        │  ",
                "  │         Clear          │  ",
                "  │         Cancel         │  ",
                "  │                        │  ",
                "  └────────────────────────┘  ",
                "                              ",
            ])
    }

    /// A message that wraps is centered line by line, as iOS draws an alert's.
    @Test func anAlertsMessageIsCenteredLineByLine() {
        let session = TerminalSession(host: ViewHost(Inbox()))
        _ = session.host.tap("Clear")
        let lines = session.frame(size: TerminalSize(columns: 22, rows: 12)).lines()
        #expect(
            lines == [
                "  ┌────────────────┐  ",
                "  │                │  ",
                "  │   Clear all?   │  ",
                "  │                │  ",
                " s│  It cannot be  │  ",
                "  │    undone.     │  ",
                "  │                │  ",
                "  │     Clear      │  ",
                "  │     Cancel     │  ",
                "  │                │  ",
                "  └────────────────┘  ",
                "                      ",
            ])
    }

    /// The screen stays drawn behind the box, dim, as SwiftUI dims it; only the box's buttons take focus.
    @Test func anAlertIsDrawnOverTheScreenDimmed() {
        let session = TerminalSession(host: ViewHost(Notes()))
        let size = TerminalSize(columns: 20, rows: 9)
        _ = session.frame(size: size)
        #expect(session.host.tap("Delete all"))
        let frame = session.frame(size: size)
        #expect(
            frame.lines() == [
                "     Notes          ",
                "   ┌───────────┐    ",
                "   │           │    ",
                "   │  Delete?  │    ",
                "   │           │    ",
                "   │  Delete   │    ",
                "   │           │    ",
                "   └───────────┘    ",
                "     3 notes        ",
            ])
        #expect(frame[5, 0].style.dim)
        #expect(!frame[6, 3].style.dim)
        #expect(session.handle(.tab) == .handled)
        #expect(session.handle(.enter) == .handled)
        #expect(session.frame(size: size).lines()[8] == "     none           ")
    }

    @Test func anAlertWithoutButtonsHasAnOKButton() {
        let host = ViewHost(Saved())
        host.tap("Save")
        #expect(labels(host) == ["OK"])
        #expect(host.tap("OK"))
        #expect(labels(host) == ["Save"])
    }

    @Test func anItemSheetShowsItsItemAndEscapeDismissesIt() {
        let session = TerminalSession(host: ViewHost(Contacts()))
        _ = session.host.tap("Omar")
        #expect(session.host.resolved.texts == ["card Omar"])
        _ = session.handle(.escape)
        #expect(session.host.resolved.texts == ["Amal", "Omar"])
    }

    /// SwiftUI documents that a new item dismisses the sheet and presents a new one: `onDismiss` runs, and the new
    /// sheet's state starts again.
    @Test func anotherItemDismissesTheItemSheetAndPresentsANewOne() {
        let host = ViewHost(Cards())
        #expect(host.tap("Amal"))
        #expect(host.tap("Tap"))
        #expect(host.resolved.texts == ["card Amal, 1 taps", "Tap", "Next"])
        #expect(host.tap("Next"))
        #expect(host.resolved.texts == ["card Omar, 0 taps", "Tap", "Next"])
        #expect(host.dismissPresentation())
        #expect(host.resolved.texts == ["dismissed 2", "Amal"])
    }

    @Test func dismissInAPushedViewGoesBack() {
        let host = ViewHost(Library())
        #expect(host.tap("Detail"))
        #expect(host.tap("Done"))
        #expect(labels(host) == ["Detail"])
    }
}
