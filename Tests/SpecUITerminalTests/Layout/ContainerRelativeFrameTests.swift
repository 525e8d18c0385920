import SpecUI
import Testing

@testable import SpecUITerminal

/// `containerRelativeFrame` sizes a view along its axes by the container around it: the nearest scroll view's
/// window, a `List`, else the screen.
@MainActor
@Suite struct ContainerRelativeFrameTests {
    private func bar() -> some View {
        Rectangle().fill(.blue).frame(height: 1)
    }

    @Test func aCardIsAsWideAsTheScrollViewsWindow() {
        let carousel = ScrollView(.horizontal) {
            HStack(spacing: 1) {
                ForEach(1...4, id: \.self) { number in
                    Text("Card \(number)").containerRelativeFrame(.horizontal)
                }
            }
        }
        .frame(width: 12, height: 1)
        #expect(renderedLines(carousel, columns: 16, rows: 1) == ["     Card 1     "])
        let session = TerminalSession(host: ViewHost(carousel))
        _ = session.frame(size: TerminalSize(columns: 16, rows: 1))
        // Four cards of twelve columns and a column between each.
        #expect(session.lists == [ListViewport(count: 51, firstRow: 0, visibleRows: 12, height: 12)])
    }

    @Test func partsOfTheContainerWithSpacingBetweenThem() {
        func row(count: Int, span: Int) -> some View {
            ScrollView(.horizontal) {
                HStack(spacing: 1) {
                    ForEach(1...3, id: \.self) { _ in
                        bar().containerRelativeFrame(.horizontal, count: count, span: span, spacing: 1)
                    }
                }
            }
        }
        // (20 - 2) / 3 = 6 columns each, three to the window.
        #expect(renderedLines(row(count: 3, span: 1), columns: 20, rows: 1) == ["██████ ██████ ██████"])
        // Two parts and the space between them: 13 columns.
        #expect(renderedLines(row(count: 3, span: 2), columns: 20, rows: 1) == ["█████████████ ██████"])
    }

    @Test func outsideAScrollViewTheContainerIsTheScreen() {
        let view = Text("Hi").containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading)
        #expect(renderedLines(view, columns: 6, rows: 3) == ["Hi    ", "      ", "      "])
        let half = bar().containerRelativeFrame(.horizontal) { length, _ in length / 2 }
        #expect(renderedLines(half, columns: 8, rows: 1) == ["  ████  "])
    }

    @Test func pagesOfAVerticalScrollViewAreAsTallAsItsWindow() {
        let pages = ScrollView {
            VStack(spacing: 0) {
                ForEach(1...3, id: \.self) { number in
                    Text("Page \(number)").containerRelativeFrame(.vertical, alignment: .top)
                }
            }
        }
        #expect(renderedLines(pages, columns: 8, rows: 3) == [" Page 1 ", "        ", "        "])
        let session = TerminalSession(host: ViewHost(pages))
        _ = session.frame(size: TerminalSize(columns: 8, rows: 3))
        #expect(session.lists == [ListViewport(count: 9, firstRow: 0, visibleRows: 3, height: 3)])
        _ = session.handle(.pageDown)
        #expect(
            session.frame(size: TerminalSize(columns: 8, rows: 3)).lines() == [" Page 2 ", "        ", "        "])
    }

    @Test func aListRowMeasuresByTheList() {
        let list = List {
            Text("End").containerRelativeFrame(.horizontal, alignment: .trailing)
        }
        #expect(renderedLines(list, columns: 10, rows: 1) == ["       End"])
    }
}
