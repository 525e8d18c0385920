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
}
