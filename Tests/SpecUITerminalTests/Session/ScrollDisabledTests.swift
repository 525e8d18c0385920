import SpecUI
import Testing

@testable import SpecUITerminal

private struct Rows: View {
    var body: some View {
        List(1...6, id: \.self) { Button("Row \($0)") {} }
            .scrollDisabled(true)
    }
}

/// A disabled scroll view keeps its window at the content's top: neither Page Down nor focus moves it.
@MainActor
@Suite struct ScrollDisabledTests {
    @Test func keysAndFocusDoNotScrollIt() {
        let size = TerminalSize(columns: 10, rows: 6)
        let session = TerminalSession(host: ViewHost(ScrollingArticle().scrollDisabled(true)))
        let top = ["  Top", "  Line 1", "  Line 2", "  Line 3", "  Line 4", "  Close"]
        #expect(trimmedLines(session, size) == top)
        #expect(
            session.lists == [ListViewport(count: 8, firstRow: 0, visibleRows: 4, height: 4, isScrollEnabled: false)])
        _ = session.handle(.pageDown)
        #expect(trimmedLines(session, size) == top)
        // Focus goes past the control the window does not show.
        let focus = { session.focusedLabel }
        _ = session.handle(.tab)
        #expect(focus() == "Top")
        _ = session.handle(.tab)
        #expect(focus() == "Close")
        #expect(trimmedLines(session, size) == top)
    }

    @Test func aDisabledListKeepsItsFirstRows() {
        let size = TerminalSize(columns: 6, rows: 3)
        let session = TerminalSession(host: ViewHost(Rows()))
        _ = session.handle(.pageDown)
        _ = session.handle(.end)
        #expect(trimmedLines(session, size) == ["Row 1", "Row 2", "Row 3"])
        for _ in 0..<4 { _ = session.handle(.tab) }
        #expect(trimmedLines(session, size) == ["Row 1", "Row 2", "Row 3"])
    }
}
