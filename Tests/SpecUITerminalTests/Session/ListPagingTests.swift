import SpecUI
import Testing

@testable import SpecUITerminal

/// Ten rows of two lines each: a title and a note.
private struct TwoLineRows: View {
    var body: some View {
        List(1...10, id: \.self) { number in
            VStack(alignment: .leading) {
                Text("Title \(number)")
                Text("note \(number)")
            }
        }
    }
}

/// Forty rows of buttons that a Backspace deletes.
private struct DeletableRows: View {
    @State private var rows = (0..<40).map { "Row \($0)" }

    var body: some View {
        List {
            ForEach(rows, id: \.self) { Button($0) {} }
                .onDelete { rows.remove(atOffsets: $0) }
        }
    }
}

/// Page Down, Page Up and End move a `List` by rows of whatever heights they are: Page Down brings the first row
/// not shown whole to the top, Page Up brings the row above the top to the bottom, and the list never scrolls past
/// its end, so its last rows can always be reached.
@MainActor
@Suite struct ListPagingTests {
    private static let titles = { (session: TerminalSession, size: TerminalSize) in
        trimmedLines(session, size).filter { $0.hasPrefix("Title") }
    }

    @Test func pageDownAndEndReachTheLastRowsOfTallRows() {
        let size = TerminalSize(columns: 12, rows: 6)
        let session = TerminalSession(host: ViewHost(TwoLineRows()))
        #expect(Self.titles(session, size) == ["Title 1", "Title 2", "Title 3"])
        _ = session.handle(.pageDown)
        #expect(Self.titles(session, size) == ["Title 4", "Title 5", "Title 6"])
        _ = session.handle(.pageDown)
        #expect(Self.titles(session, size) == ["Title 7", "Title 8", "Title 9"])
        // A page past the end stops with the last rows filling the list.
        _ = session.handle(.pageDown)
        #expect(trimmedLines(session, size) == ["Title 8", "note 8", "Title 9", "note 9", "Title 10", "note 10"])
        #expect(session.lists == [ListViewport(count: 10, firstRow: 7, visibleRows: 3, height: 6)])
        _ = session.handle(.pageUp)
        #expect(Self.titles(session, size) == ["Title 5", "Title 6", "Title 7"])
        _ = session.handle(.home)
        #expect(Self.titles(session, size) == ["Title 1", "Title 2", "Title 3"])
        _ = session.handle(.end)
        #expect(Self.titles(session, size) == ["Title 8", "Title 9", "Title 10"])
        #expect(session.lists.first?.firstRow == 7)
    }

    @Test func aRowCutAtTheBottomComesToTheTopOnPageDown() {
        let size = TerminalSize(columns: 12, rows: 5)
        let session = TerminalSession(host: ViewHost(TwoLineRows()))
        #expect(trimmedLines(session, size) == ["Title 1", "note 1", "Title 2", "note 2", "Title 3"])
        _ = session.handle(.pageDown)
        #expect(trimmedLines(session, size) == ["Title 3", "note 3", "Title 4", "note 4", "Title 5"])
        _ = session.handle(.pageUp)
        #expect(trimmedLines(session, size) == ["Title 1", "note 1", "Title 2", "note 2", "Title 3"])
    }

    /// No key acts on a control one cannot see: paging away from the focused row focuses the shown row nearest it.
    @Test func focusFollowsThePageAndNoHiddenRowIsDeleted() throws {
        let size = TerminalSize(columns: 10, rows: 4)
        let session = TerminalSession(host: ViewHost(DeletableRows()))
        _ = session.frame(size: size)
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "Row 0")
        _ = session.handle(.pageDown)
        #expect(trimmedLines(session, size) == ["Row 4", "Row 5", "Row 6", "Row 7"])
        #expect(session.focusedLabel == "Row 4")
        _ = session.handle(.backspace)
        #expect(trimmedLines(session, size) == ["Row 5", "Row 6", "Row 7", "Row 8"])
        _ = session.handle(.pageUp)
        #expect(trimmedLines(session, size) == ["Row 0", "Row 1", "Row 2", "Row 3"])
        #expect(session.focusedLabel == "Row 3")
        _ = session.handle(.end)
        #expect(session.focusedLabel == "Row 39")
        _ = session.handle(.home)
        #expect(session.focusedLabel == "Row 0")
    }
}
