import SpecUI
import Testing

@testable import SpecUITerminal

/// A letter being written, built only while its sheet is shown.
private struct Letter: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Dear Omar,")
            Button("Close") { dismiss() }
        }
    }
}

/// A screen whose body reads none of the states its presentations are bound to, so presenting and dismissing
/// them never evaluates it again.
private struct Outbox: View {
    @State private var isWriting = false
    @State private var isClearing = false
    @State private var isLeaving = false
    @State private var isCovering = false
    @State private var stamps = 0

    var body: some View {
        VStack {
            Button("Write") { isWriting = true }
            Button("Clear") { isClearing = true }
            Button("Leave") { isLeaving = true }
            Button("Cover") { isCovering = true }
        }
        .sheet(isPresented: $isWriting) {
            Letter()
        }
        .alert("Clear all?", isPresented: $isClearing) {
            Button("Erase", role: .destructive) {}
        } message: {
            Text("No undo.")
        }
        .confirmationDialog("Leave now?", isPresented: $isLeaving, titleVisibility: .visible) {
            Button("Go", role: .destructive) {}
        }
        .fullScreenCover(isPresented: $isCovering) {
            VStack {
                Text("stamps \(stamps)")
                Button("Stamp") { stamps += 1 }
                Button("Uncover") { isCovering = false }
            }
        }
    }
}

@Observable
private final class Postbox {
    var stamps = 0
}

/// A sheet showing a property of an observed object that the presenting body never reads.
private struct Franking: View {
    let postbox: Postbox
    @State private var isFranking = false

    var body: some View {
        Button("Frank") { isFranking = true }
            .sheet(isPresented: $isFranking) {
                VStack {
                    Text("stamps \(postbox.stamps)")
                    Button("Stamp") { postbox.stamps += 1 }
                }
            }
    }
}

private struct Contact: Identifiable {
    let id: Int
    let name: String
}

/// A list of names whose body never reads which contact's card is shown.
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

/// A stack root whose body reads neither the flag nor the item its destinations are bound to.
private struct Drawers: View {
    @State private var isOpen = false
    @State private var drawer: String?

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Button("Open") { isOpen = true }
                Button("Socks") { drawer = "Socks" }
            }
            .navigationTitle("Drawers")
            .navigationDestination(isPresented: $isOpen) {
                Text("open")
            }
            .navigationDestination(item: $drawer) { name in
                Text("drawer \(name)")
            }
        }
    }
}

@MainActor
@Suite struct PresentationDependencyTests {
    private let size = TerminalSize(columns: 14, rows: 5)

    @Test func presentingAndDismissingASheetLeaveThePresentingBodyAlone() {
        let host = ViewHost(Outbox())
        let shown = TerminalRenderer.snapshot(host: host, size: size, events: [.tap("Write")])
        #expect(
            shown.lines == [
                "              ",
                "  Dear Omar,  ",
                "    Close     ",
                "              ",
                "              ",
            ])
        #expect(shown.bodyEvaluations == ["Outbox": 1, "Letter": 1])
        let dismissed = TerminalRenderer.snapshot(host: host, size: size, events: [.tap("Close")])
        #expect(
            dismissed.lines == [
                "    Write     ",
                "    Clear     ",
                "    Leave     ",
                "    Cover     ",
                "              ",
            ])
        #expect(dismissed.bodyEvaluations == ["Outbox": 1, "Letter": 1])
    }

    @Test func anAlertAndADialogComeAndGoWithoutThePresentingBody() {
        let host = ViewHost(Outbox())
        let wide = TerminalSize(columns: 20, rows: 9)
        let alert = TerminalRenderer.snapshot(host: host, size: wide, events: [.tap("Clear")])
        #expect(
            alert.lines == [
                "  ┌──────────────┐  ",
                "  │              │  ",
                "  │  Clear all?  │  ",
                "  │              │  ",
                "  │   No undo.   │  ",
                "  │              │  ",
                "  │    Erase     │  ",
                "  │              │  ",
                "  └──────────────┘  ",
            ])
        let dialog = TerminalRenderer.snapshot(host: host, size: wide, events: [.tap("Erase"), .tap("Leave")])
        #expect(
            dialog.lines == [
                "  ┌──────────────┐  ",
                "  │              │  ",
                "  │  Leave now?  │  ",
                "  │              │  ",
                "  │      Go      │  ",
                "  │    Cancel    │  ",
                "  │              │  ",
                "  └──────────────┘  ",
                "                    ",
            ])
        let dismissed = TerminalRenderer.snapshot(host: host, size: size, events: [.tap("Cancel")])
        #expect(
            dismissed.lines == [
                "    Write     ", "    Clear     ", "    Leave     ", "    Cover     ", "              ",
            ])
        #expect(dismissed.bodyEvaluations == ["Outbox": 1])
    }

    @Test func aCoversContentFollowsTheStateItReadsWhileThePresentingBodyRunsOnce() {
        let host = ViewHost(Outbox())
        let frame = TerminalRenderer.snapshot(
            host: host, size: size, events: [.tap("Cover"), .tap("Stamp"), .tap("Stamp")])
        #expect(
            frame.lines == [
                "              ",
                "   stamps 2   ",
                "    Stamp     ",
                "   Uncover    ",
                "              ",
            ])
        #expect(frame.bodyEvaluations == ["Outbox": 1])
        let uncovered = TerminalRenderer.snapshot(host: host, size: size, events: [.tap("Uncover")])
        #expect(
            uncovered.lines == [
                "    Write     ", "    Clear     ", "    Leave     ", "    Cover     ", "              ",
            ])
        #expect(uncovered.bodyEvaluations == ["Outbox": 1])
    }

    @Test func aSheetFollowsAnObservedPropertyItsContentReads() {
        let frame = TerminalRenderer.snapshot(
            Franking(postbox: Postbox()), size: size, events: [.tap("Frank"), .tap("Stamp"), .tap("Stamp")])
        #expect(
            frame.lines == [
                "              ",
                "   stamps 2   ",
                "    Stamp     ",
                "              ",
                "              ",
            ])
        #expect(frame.bodyEvaluations == ["Franking": 1])
    }

    @Test func anItemSheetComesAndGoesWithoutThePresentingBody() {
        let host = ViewHost(Contacts())
        let card = TerminalRenderer.snapshot(host: host, size: size, events: [.tap("Omar")])
        #expect(
            card.lines == [
                "              ",
                "              ",
                "  card Omar   ",
                "              ",
                "              ",
            ])
        let escaped = TerminalRenderer.snapshot(host: host, size: size, events: [.key(.escape)])
        #expect(
            escaped.lines == [
                "              ",
                "     Amal     ",
                "     Omar     ",
                "              ",
                "              ",
            ])
        #expect(escaped.trace == ["Contacts: @self, @identity, _shown changed."])
    }

    @Test func pushingAndPoppingDestinationsLeaveThePresentingBodyAlone() {
        let host = ViewHost(Drawers())
        let open = TerminalRenderer.snapshot(host: host, size: size, events: [.tap("Open")])
        #expect(
            open.lines == ["‹Drawers      ", "              ", "     open     ", "              ", "              "])
        let socks = TerminalRenderer.snapshot(host: host, size: size, events: [.tap("Drawers"), .tap("Socks")])
        #expect(
            socks.lines == ["‹Drawers      ", "              ", " drawer Socks ", "              ", "              "])
        let back = TerminalRenderer.snapshot(host: host, size: size, events: [.tap("Drawers")])
        #expect(
            back.lines == ["Drawers       ", "              ", "    Open      ", "    Socks     ", "              "])
        #expect(back.bodyEvaluations == ["Drawers": 1])
    }
}
