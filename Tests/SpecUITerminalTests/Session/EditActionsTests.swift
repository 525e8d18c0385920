import SpecUI
import Testing

@testable import SpecUITerminal

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

private struct Chores: View {
    let actions: EditActions<[Chore]>
    @State private var chores = [Chore(id: 1, title: "Milk"), Chore(id: 2, title: "Eggs"), Chore(id: 3, title: "Tea")]

    var body: some View {
        List($chores, editActions: actions) { $chore in
            Toggle(chore.title, isOn: $chore.isDone)
        }
    }
}

private struct Shelf: View {
    @State private var books = ["Emma", "Dune"]

    var body: some View {
        VStack {
            ForEach($books, id: \.self, editActions: .delete) { $book in
                Button(book) {}
            }
            Text("\(books.count) books")
        }
    }
}

/// The rows of a bound collection edit it by themselves, as the edit actions allow.
@MainActor
@Suite struct EditActionsTests {
    private func lines(_ host: ViewHost) -> [String] {
        TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 8, rows: 3)).lines
    }

    @Test func allEditsDeleteAndMoveTheElements() {
        let host = ViewHost(Chores(actions: .all))
        #expect(lines(host) == ["Milk [ ]", "Eggs [ ]", "Tea  [ ]"])
        #expect(host.tap("Eggs"))
        #expect(host.moveRow("Milk", by: 2))
        #expect(lines(host) == ["Eggs [x]", "Tea  [ ]", "Milk [ ]"])
        #expect(host.deleteRow("Tea"))
        #expect(lines(host) == ["Eggs [x]", "Milk [ ]", "        "])
    }

    @Test func onlyTheAllowedEditsAreMade() {
        let moving = ViewHost(Chores(actions: .move))
        #expect(lines(moving) == ["Milk [ ]", "Eggs [ ]", "Tea  [ ]"])
        #expect(!moving.deleteRow("Eggs"))
        #expect(moving.moveRow("Tea", by: -2))
        #expect(lines(moving) == ["Tea  [ ]", "Milk [ ]", "Eggs [ ]"])
        let deleting = ViewHost(Chores(actions: .delete))
        #expect(lines(deleting) == ["Milk [ ]", "Eggs [ ]", "Tea  [ ]"])
        #expect(!deleting.moveRow("Tea", by: -1))
        #expect(deleting.deleteRow("Milk"))
        #expect(lines(deleting) == ["Eggs [ ]", "Tea  [ ]", "        "])
        // Outside a list, a ForEach's rows delete their elements as well.
        let shelf = ViewHost(Shelf())
        #expect(shelf.deleteRow("Emma"))
        #expect(shelf.resolved.texts == ["Dune", "1 books"])
    }
}
