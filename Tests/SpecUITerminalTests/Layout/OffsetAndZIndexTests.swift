import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct OffsetAndZIndexTests {
    @Test func anOffsetMovesTheDrawingButNotTheLayout() {
        let view = HStack(spacing: 0) {
            Text("a").offset(x: 3)
            Text("b")
            Text("c")
        }
        #expect(renderedLines(view, columns: 5, rows: 1) == ["  bca"])
        // Moved onto the row below, the earlier text is drawn over by the later one, unless its zIndex is higher.
        let down = VStack(spacing: 0) {
            Text("x").offset(y: 1)
            Text("y")
        }
        #expect(renderedLines(down, columns: 1, rows: 3) == [" ", "y", " "])
        let over = VStack(spacing: 0) {
            Text("x").offset(y: 1).zIndex(1)
            Text("y")
        }
        #expect(renderedLines(over, columns: 1, rows: 3) == [" ", "x", " "])
    }

    @Test func anOffsetLeavesTheFrameAndIsCutAtTheScreen() {
        #expect(renderedLines(Text("abc").offset(x: -2), columns: 3, rows: 1) == ["c  "])
        #expect(renderedLines(Text("abc").offset(x: 1, y: 1), columns: 4, rows: 2) == ["    ", " abc"])
    }

    /// A size is the same move, its width across and its height down.
    @Test func anOffsetOfASizeMovesAsItsWidthAndHeight() {
        let moved = Text("abc").offset(CGSize(width: 1, height: 1))
        #expect(renderedLines(moved, columns: 4, rows: 2) == ["    ", " abc"])
        #expect(
            renderedLines(Text("ab").offset(CGSize(width: 1, height: 0)), columns: 4, rows: 1, rtl: true) == ["ab  "])
        let row = HStack(spacing: 0) {
            Text("a").offset(CGSize(width: 2, height: 0))
            Text("b")
            Text("c")
        }
        // Its place stays, so the text after it is drawn over it.
        #expect(renderedLines(row, columns: 3, rows: 1) == [" bc"])
    }

    @Test func anOffsetGoesTowardTheTrailingEdgeRightToLeft() {
        #expect(renderedLines(Text("ab").offset(x: 1), columns: 4, rows: 1, rtl: true) == ["ab  "])
        #expect(renderedLines(Text("ab").offset(x: 1), columns: 4, rows: 1) == ["  ab"])
    }

    @Test func aHigherZIndexIsDrawnOverALowerOne() {
        let written = ZStack {
            Text("front")
            Text("back!")
        }
        #expect(renderedLines(written, columns: 5, rows: 1) == ["back!"])
        let ordered = ZStack {
            Text("front").zIndex(1)
            Text("back!")
        }
        #expect(renderedLines(ordered, columns: 5, rows: 1) == ["front"])
        // The index passes out through the modifiers around it; the outermost one counts.
        let wrapped = ZStack {
            Text("front").zIndex(-1).zIndex(2).padding(0)
            Text("back!").zIndex(1)
        }
        #expect(renderedLines(wrapped, columns: 5, rows: 1) == ["front"])
    }

    @Test func overlappingStackChildrenAreDrawnByTheirZIndex() {
        let view = HStack(spacing: 0) {
            Text("ab").offset(x: 1).zIndex(1)
            Text("cd")
        }
        #expect(renderedLines(view, columns: 4, rows: 1) == [" abd"])
        let under = HStack(spacing: 0) {
            Text("ab").offset(x: 1)
            Text("cd")
        }
        #expect(renderedLines(under, columns: 4, rows: 1) == [" acd"])
    }
}
