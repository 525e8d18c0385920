import SpecUI
import Testing

@testable import SpecUITerminal

/// Four rows in a scroll view, at its leading edge.
private struct Rows: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(1...4, id: \.self) { Text("Row \($0)") }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// `contentMargins` insets the content of the scroll views inside, which scrolls with its margins, and a list's rows.
@MainActor
@Suite struct ContentMarginsTests {
    private let size = TerminalSize(columns: 10, rows: 4)

    @Test func aScrollViewsContentScrollsWithItsMargins() {
        let margined = Rows()
            .contentMargins(.horizontal, 2, for: .scrollContent)
            .contentMargins(.top, 1)
            .contentMargins(.all, 5, for: .scrollIndicators)
        let session = TerminalSession(host: ViewHost(margined))
        #expect(trimmedLines(session, size) == ["", "  Row 1", "  Row 2", "  Row 3"])
        _ = session.handle(.pageDown)
        #expect(trimmedLines(session, size) == ["  Row 1", "  Row 2", "  Row 3", "  Row 4"])
    }

    @Test func anInnerMarginReplacesTheOuterOneOnItsEdgesAndNilIsNone() {
        let margined = Rows().contentMargins(.horizontal, nil).contentMargins(1)
        #expect(
            renderedLines(margined, columns: 10, rows: 4) == ["          ", "Row 1     ", "Row 2     ", "Row 3     "])
        let edges = Rows().contentMargins(.leading, EdgeInsets(top: 3, leading: 4, bottom: 0, trailing: 0))
        #expect(renderedLines(edges, columns: 10, rows: 1) == ["    Row 1 "])
    }

    @Test func aListsRowsKeepTheirMarginsAroundItsWindow() {
        let list = List {
            Text("One")
            Text("Two")
        }
        .contentMargins(.leading, 3)
        .contentMargins(.top, 1)
        #expect(renderedLines(list, columns: 8, rows: 3) == ["        ", "   One  ", "   Two  "])
    }

    @Test func scrollBehaviorsATerminalHasNoMotionForDrawTheScrollViewAsItIs() {
        let plain = Rows()
        let configured = Rows()
            .scrollTargetBehavior(.paging)
            .scrollTargetBehavior(.viewAligned)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollClipDisabled()
            .scrollBounceBehavior(.basedOnSize)
            .scrollBounceBehavior(.always, axes: .horizontal)
            .scrollIndicators(.never)
        #expect(renderedLines(configured, columns: 10, rows: 2) == renderedLines(plain, columns: 10, rows: 2))
        #expect(renderedLines(configured, columns: 10, rows: 2) == ["Row 1     ", "Row 2     "])
    }
}
