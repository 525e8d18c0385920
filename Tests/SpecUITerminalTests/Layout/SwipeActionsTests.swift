import SpecUI
import Testing

@testable import SpecUITerminal

private struct Inbox: View {
    @State private var messages = ["Lunch", "Report"]
    @State private var log: [String] = []

    var body: some View {
        List {
            ForEach(messages, id: \.self) { message in
                Button(message) { log.append("open \(message)") }
                    .swipeActions {
                        Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                    }
                    .swipeActions(edge: .leading) {
                        Button("Pin") { log.append("pin \(message)") }
                    }
            }
            .onDelete { _ in log.append("onDelete") }
            Text(log.joined(separator: ", "))
        }
    }
}

private struct Plain: View {
    @State private var rows = ["A", "B"]

    var body: some View {
        List {
            ForEach(rows, id: \.self) { Button($0) {} }.onDelete { rows.remove(atOffsets: $0) }
        }
    }
}

private struct Archive: View {
    @State private var items = ["A", "B"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .swipeActions { Button("Archive \(item)") {} }
                    .contextMenu { Button("Copy") {} }
            }
            .onDelete { items.remove(atOffsets: $0) }
        }
    }
}

@MainActor
@Suite struct SwipeActionsTests {
    private let size = TerminalSize(columns: 14, rows: 4)

    @Test func backspaceOnARowOpensBothEdgesSwipeActionsInPlaceOfOnDelete() {
        let session = TerminalSession(host: ViewHost(Inbox()))
        let tall = TerminalSize(columns: 14, rows: 5)
        _ = session.frame(size: tall)
        #expect(session.host.focus("Report"))
        #expect(session.handle(.backspace) == .handled)
        #expect(
            session.frame(size: tall).lines() == [
                "Lu┌────────┐  ",
                "Re│ Pin    │  ",
                "  │ ────── │  ",
                "  │ Delete │  ",
                "  └────────┘  ",
            ])
        #expect(session.host.tap("Delete"))
        #expect(
            session.frame(size: size).lines() == [
                "Lunch         ", "              ", "              ", "              ",
            ])
    }

    @Test func eachEdgesActionsAreReachedFromTheHost() {
        let session = TerminalSession(host: ViewHost(Inbox()))
        _ = session.frame(size: size)
        #expect(session.host.swipeRow("Lunch", edge: .leading))
        #expect(session.frame(size: size).lines()[1] == "Rep│ Pin │    ")
        #expect(session.host.tap("Pin"))
        #expect(
            session.frame(size: size).lines() == [
                "Lunch         ", "Report        ", "pin Lunch     ", "              ",
            ])
    }

    @Test func aRowWithoutSwipeActionsIsStillDeletedByBackspace() {
        let session = TerminalSession(host: ViewHost(Plain()))
        _ = session.frame(size: size)
        #expect(!session.host.swipeRow("A"))
        #expect(session.host.focus("A"))
        #expect(session.handle(.backspace) == .handled)
        #expect(session.frame(size: size).lines()[0] == "B             ")
    }

    /// The context menu outside the swipe actions makes the row's control; its swipe actions are still its own.
    @Test func swipeActionsInsideAContextMenuStillTakeBackspace() {
        let session = TerminalSession(host: ViewHost(Archive()))
        _ = session.frame(size: size)
        _ = session.handle(.tab)
        #expect(session.handle(.backspace) == .handled)
        #expect(
            session.frame(size: size).lines() == [
                "┌───────────┐ ", "│ Archive A │ ", "└───────────┘ ", "              ",
            ])
    }
}
