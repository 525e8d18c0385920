import SpecUI
import SpecUITerminal
import Testing

@testable import TodoScreens

/// The compiled `TodoList.yaml` drawn by the terminal renderer, as a user of the package sees it.
@MainActor
@Suite struct TodoListTests {
    let size = TerminalSize(columns: 40, rows: 5)

    @Test func firstFrameListsEveryTaskWithItsRow() {
        let snapshot = TerminalRenderer.snapshot(TodoApp.root, size: size)
        #expect(
            snapshot.lines == [
                "Tasks (2)                               ",
                "Buy milk                             [ ]",
                "Call the bank                   [x] done",
                "Clear completed                         ",
                "                                        ",
            ])
    }

    @Test func tappingARowsToggleWritesThroughItsBinding() {
        let snapshot = TerminalRenderer.snapshot(TodoList(), size: size, events: [.tap("Buy milk")])
        #expect(snapshot.unmatchedEvents == [])
        #expect(snapshot.lines[0] == "Tasks (2)                               ")
        #expect(snapshot.lines[1] == "Buy milk                        [x] done")
        #expect(snapshot.lines[2] == "Call the bank                   [x] done")
    }

    @Test func clearingCompletedTasksKeepsTheOpenOnes() {
        let snapshot = TerminalRenderer.snapshot(TodoList(), size: size, events: [.tap("Clear completed")])
        #expect(
            snapshot.lines == [
                "                                        ",
                "Tasks (1)                               ",
                "Buy milk                             [ ]",
                "Clear completed                         ",
                "                                        ",
            ])
    }
}
