import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ViewThatFitsTests {
    private var toolbar: some View {
        ViewThatFits {
            HStack {
                Button("Save") {}
                Button("Share") {}
            }
            VStack(spacing: 0) {
                Button("Save") {}
                Button("Share") {}
            }
            Text("…")
        }
    }

    @Test func theFirstViewWhoseIdealSizeFitsIsShown() {
        #expect(renderedLines(toolbar, columns: 10, rows: 2) == ["Save Share", "          "])
        #expect(renderedLines(toolbar, columns: 6, rows: 2) == ["Save  ", "Share "])
        // None fits: the last is shown.
        #expect(renderedLines(toolbar, columns: 3, rows: 1) == [" … "])
    }

    @Test func onlyTheShownViewsControlsTakeFocus() {
        let session = TerminalSession(host: ViewHost(toolbar))
        _ = session.frame(size: TerminalSize(columns: 6, rows: 2))
        _ = session.handle(.tab)
        _ = session.handle(.tab)
        _ = session.handle(.tab)
        // Two controls are drawn, so the third Tab is back on the first.
        #expect(marked(session, TerminalSize(columns: 6, rows: 2)) == ["[S][a][v][e]  ", "Share "])
    }

    @Test func onlyTheConstrainedAxesAreMeasured() {
        // Measured only horizontally, a text that wraps onto more rows than there are still fits.
        let wide = ViewThatFits(in: .horizontal) {
            Text("a b c d")
            Text("x")
        }
        #expect(renderedLines(wide, columns: 7, rows: 1) == ["a b c d"])
        #expect(renderedLines(wide, columns: 3, rows: 1) == [" x "])
        let tall = ViewThatFits(in: .vertical) {
            Text("a b c d")
            Text("x")
        }
        #expect(renderedLines(tall, columns: 3, rows: 3) == ["a b", "c d", "   "])
        #expect(renderedLines(tall, columns: 3, rows: 1) == [" x "])
    }
}
