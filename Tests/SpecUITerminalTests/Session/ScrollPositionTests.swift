import SpecUI
import Testing

@testable import SpecUITerminal

/// Twelve rows in a scroll view bound to the row scrolled to, with buttons that write it and a label that reads it.
private struct Feed: View {
    @State private var shown: Int?
    let anchor: UnitPoint?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("Five") { shown = 5 }
                Button("End") { shown = 12 }
                Text("at \(shown.map(String.init) ?? "none")")
            }
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(1...12, id: \.self) { Text("Row \($0)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $shown, anchor: anchor)
        }
    }
}

/// `scrollPosition(id:)` binds the id of the view a scroll view shows at its top (or anchor) both ways: writing it
/// scrolls as `scrollTo` does, and scrolling writes it.
@MainActor
@Suite struct ScrollPositionTests {
    private let size = TerminalSize(columns: 20, rows: 5)

    @Test func theBindingReadsTheTopRowAndWritingItScrollsThere() {
        let session = TerminalSession(host: ViewHost(Feed(anchor: nil)))
        #expect(trimmedLines(session, size) == ["Five End at 1", "Row 1", "Row 2", "Row 3", "Row 4"])
        #expect(session.host.tap("Five"))
        #expect(trimmedLines(session, size) == ["Five End at 5", "Row 5", "Row 6", "Row 7", "Row 8"])
        // The last rows cannot reach the top: the window stops at the content's end, and the binding reads the row
        // it shows there.
        #expect(session.host.tap("End"))
        #expect(trimmedLines(session, size) == ["Five End at 9", "Row 9", "Row 10", "Row 11", "Row 12"])
    }

    @Test func scrollingWritesTheRowScrolledTo() {
        let session = TerminalSession(host: ViewHost(Feed(anchor: nil)))
        _ = trimmedLines(session, size)
        _ = session.handle(.pageDown)
        #expect(trimmedLines(session, size) == ["Five End at 5", "Row 5", "Row 6", "Row 7", "Row 8"])
        _ = session.handle(.end)
        #expect(trimmedLines(session, size) == ["Five End at 9", "Row 9", "Row 10", "Row 11", "Row 12"])
        _ = session.handle(.home)
        #expect(trimmedLines(session, size) == ["Five End at 1", "Row 1", "Row 2", "Row 3", "Row 4"])
    }

    @Test func anAnchorNamesTheRowThereAndBringsAWrittenRowThere() {
        let session = TerminalSession(host: ViewHost(Feed(anchor: .bottom)))
        #expect(trimmedLines(session, size) == ["Five End at 4", "Row 1", "Row 2", "Row 3", "Row 4"])
        #expect(session.host.tap("Five"))
        #expect(trimmedLines(session, size) == ["Five End at 5", "Row 2", "Row 3", "Row 4", "Row 5"])
    }
}
