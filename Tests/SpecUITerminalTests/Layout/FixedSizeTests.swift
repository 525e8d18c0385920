import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct FixedSizeTests {
    @Test func aFixedSizeTextDoesNotWrapInANarrowFrame() {
        #expect(
            renderedLines(Text("Hello world").frame(width: 5), columns: 11, rows: 2) == ["   Hello   ", "   world   "])
        #expect(renderedLines(Text("Hello world").fixedSize().frame(width: 5), columns: 11, rows: 1) == ["   lo wo   "])
        let wide = Text("one two three").fixedSize(horizontal: true, vertical: false).frame(width: 7)
        #expect(renderedLines(wide, columns: 7, rows: 1) == [" two th"])
    }

    @Test func aVerticallyFixedTextTakesTheLinesItNeeds() {
        let view = Text("one two three").fixedSize(horizontal: false, vertical: true)
            .frame(width: 7, height: 1, alignment: .top)
        #expect(renderedLines(view, columns: 7, rows: 1) == ["one two"])
    }

    @Test func clippedCutsWhatIsDrawnBeyondTheViewsBounds() {
        let view = Text("ab").overlay { Text("long").fixedSize() }
        #expect(renderedLines(view, columns: 6, rows: 1) == [" long "])
        #expect(renderedLines(view.clipped(), columns: 6, rows: 1) == ["  on  "])
    }

    @Test func anIdealFrameIsTheSizeAFixedSizeViewTakes() {
        let block = HStack(spacing: 0) {
            Rectangle().frame(idealWidth: 4, idealHeight: 2).fixedSize()
            Text("|")
        }
        #expect(renderedLines(block, columns: 6, rows: 2) == ["████| ", "████  "])
    }

    /// An ideal width is offered to the content; a flexible frame then takes its content's width within its bounds,
    /// and the ideal width only where a maximum lets it grow past the content, as SwiftUI's flexible frame does.
    @Test func anIdealWidthIsTakenWhereAMaximumLetsTheFrameGrowToIt() {
        func row(_ framed: some View) -> some View {
            HStack(spacing: 0) {
                framed.background(Color.gray).fixedSize()
                Text("|")
            }
        }
        #expect(renderedLines(row(Text("x").frame(idealWidth: 6)), columns: 8, rows: 1) == ["   x|   "])
        #expect(renderedLines(row(Text("x").frame(minWidth: 2, idealWidth: 6)), columns: 8, rows: 1) == ["  x |   "])
        let wide = Text("x").frame(idealWidth: 6, maxWidth: .infinity)
        #expect(renderedLines(row(wide), columns: 8, rows: 1) == ["  x   | "])
    }
}
