import SpecUI
import Testing

@testable import SpecUITerminal

private struct Todo: Identifiable {
    let id: Int
    var title: String
}

/// The offsets each `onDelete` and `onMove` action was handed.
@MainActor
private final class EditLog {
    var deleted: [[Int]] = []
    var moved: [([Int], Int)] = []
}

private struct TodoRow: View {
    let title: String

    var body: some View {
        Button(title) {}
    }
}

private struct TodoList: View {
    let log: EditLog
    @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Tea")]

    var body: some View {
        List {
            ForEach(todos) { todo in
                TodoRow(title: todo.title)
            }
            .onDelete { offsets in
                log.deleted.append(Array(offsets))
                todos.remove(atOffsets: offsets)
            }
            .onMove { source, destination in
                log.moved.append((Array(source), destination))
                todos.move(fromOffsets: source, toOffset: destination)
            }
            Button("Plain") {}
        }
    }
}

/// `onDelete` and `onMove` hand their actions the offsets of the row whose control is deleted or moved, and the
/// rows that stay keep their identity.
@MainActor
@Suite struct ListEditingTests {
    private let size = TerminalSize(columns: 6, rows: 4)

    @Test func deletingARowHandsItsOffsetAndTheOtherRowsKeepTheirBodies() {
        let log = EditLog()
        let host = ViewHost(TodoList(log: log))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines == ["Milk  ", "Eggs  ", "Tea   ", "Plain "])
        #expect(host.deleteRow("Eggs"))
        #expect(log.deleted == [[1]])
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines == ["Milk  ", "Tea   ", "Plain ", "      "])
        #expect(host.bodyEvaluations["TodoRow"] == 3)
        #expect(host.bodyEvaluations["TodoList"] == 2)
        #expect(!host.deleteRow("Plain"))
    }

    @Test func movingARowHandsSwiftUIsDestinationOffset() {
        let log = EditLog()
        let host = ViewHost(TodoList(log: log))
        // A list's rows are built as they are drawn; only a drawn row's control can be found.
        _ = TerminalRenderer.snapshot(host: host, size: size)
        #expect(host.moveRow("Milk", by: 1))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines == ["Eggs  ", "Milk  ", "Tea   ", "Plain "])
        #expect(host.moveRow("Tea", by: -2))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines == ["Tea   ", "Eggs  ", "Milk  ", "Plain "])
        #expect(!host.moveRow("Tea", by: -1))
        #expect(log.moved.map(\.0) == [[0], [2]])
        #expect(log.moved.map(\.1) == [2, 0])
        #expect(host.bodyEvaluations["TodoRow"] == 3)
    }

    /// Alt-Down and Alt-Up move the row holding the focused control through `onMove`, and focus goes with it.
    @Test func altArrowsMoveTheFocusedRow() {
        let log = EditLog()
        let session = TerminalSession(host: ViewHost(TodoList(log: log)))
        _ = session.frame(size: size)
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "Milk")
        _ = session.handle(.optionDown)
        #expect(session.frame(size: size).lines() == ["Eggs  ", "Milk  ", "Tea   ", "Plain "])
        #expect(session.focusedLabel == "Milk")
        _ = session.handle(.optionDown)
        _ = session.handle(.optionUp)
        #expect(session.frame(size: size).lines() == ["Eggs  ", "Milk  ", "Tea   ", "Plain "])
        #expect(log.moved.map(\.1) == [2, 3, 1])
    }

    @Test func deleteOnAFocusedRowDeletesItAndFocusMovesToTheNextRow() {
        let session = TerminalSession(host: ViewHost(TodoList(log: EditLog())))
        _ = session.frame(size: size)
        _ = session.handle(.tab)
        _ = session.handle(.delete)
        #expect(session.frame(size: size).lines() == ["Eggs  ", "Tea   ", "Plain ", "      "])
        #expect(session.focusedLabel == "Eggs")
        _ = session.handle(.backspace)
        #expect(session.frame(size: size).lines() == ["Tea   ", "Plain ", "      ", "      "])
    }

    @Test func offsetsRemoveAndMoveElementsAsSwiftUIDoes() {
        var numbers = [1, 2, 3, 4, 5]
        numbers.move(fromOffsets: [0, 2], toOffset: 4)
        #expect(numbers == [2, 4, 1, 3, 5])
        numbers.move(fromOffsets: [4], toOffset: 0)
        #expect(numbers == [5, 2, 4, 1, 3])
        numbers.remove(atOffsets: [1, 3])
        #expect(numbers == [5, 4, 3])
    }
}
