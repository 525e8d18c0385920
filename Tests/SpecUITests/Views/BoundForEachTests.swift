import SpecUI
import Testing

@MainActor
@Suite struct BoundForEachTests {
    @Test func rowsShiftedByAnInsertAtTheTopToggleTheirOwnElement() {
        let host = ViewHost(BoundRowsView())
        host.tap("insert top")
        #expect(host.bodyEvaluations["SnapshotRow"] == 4)
        #expect(host.toggle("toggle-1"))
        #expect(host.resolved.texts.first == "done [1]")
        #expect(host.toggle("toggle-4"))
        #expect(host.resolved.texts.first == "done [4, 1]")
    }

    @Test func rowsShiftedByRemovingAnEarlierRowToggleTheirOwnElement() {
        let host = ViewHost(BoundRowsView())
        host.tap("remove first")
        #expect(host.bodyEvaluations["SnapshotRow"] == 3)
        #expect(host.toggle("toggle-3"))
        #expect(host.resolved.texts.first == "done [3]")
        #expect(host.toggle("toggle-2"))
        #expect(host.resolved.texts.first == "done [2, 3]")
    }

    @Test func deletingAnEarlierRowFromItsOwnButtonKeepsTheLastRowWorking() {
        let host = ViewHost(BoundRowsView())
        #expect(host.tap("delete-1"))
        #expect(host.tap("delete-2"))
        #expect(host.toggle("toggle-3"))
        #expect(host.resolved.texts.first == "done [3]")
        #expect(host.tap("delete-3"))
        #expect(host.resolved.texts.first == "done []")
        #expect(host.runtimeIssues == [])
    }

    @Test func rowsComparedByBindingAreSkippedWhenOnlyTheirIndexChanges() {
        let host = ViewHost(BindingComparedRowsView())
        host.tap("insert top")
        #expect(host.bodyEvaluations["BindingRow"] == 4)
        #expect(host.toggle("toggle-2"))
        #expect(host.bodyEvaluations["BindingRow"] == 5)
        #expect(host.trace.last == "BindingRow: @self changed.")
    }
}
