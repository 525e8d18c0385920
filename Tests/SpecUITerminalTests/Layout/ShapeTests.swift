import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ShapeTests {
    private func ansi(_ view: some View) -> String {
        TerminalRenderer.snapshot(view, size: TerminalSize(columns: 2, rows: 1), color: .ansi16).ansi
    }

    @Test func aShapeFillsTheRoomItIsOfferedInBlocks() {
        let view = VStack(spacing: 0) {
            Text("Top")
            Rectangle()
        }
        #expect(renderedLines(view, columns: 5, rows: 3) == [" Top ", "█████", "█████"])
    }

    @Test func aFrameSizesAShape() {
        #expect(renderedLines(Rectangle().frame(width: 4, height: 2), columns: 6, rows: 2) == [" ████ ", " ████ "])
    }

    @Test func aStrokedRectangleHasSquareCorners() {
        #expect(renderedLines(Rectangle().stroke(), columns: 6, rows: 3) == ["┌────┐", "│    │", "└────┘"])
    }

    @Test func aSmallRoundedRectangleIsRoundedByItsCornerCharacters() {
        let view = RoundedRectangle(cornerRadius: 8).strokeBorder(.blue, lineWidth: 2)
        #expect(renderedLines(view, columns: 8, rows: 3) == ["╭──────╮", "│      │", "╰──────╯"])
    }

    @Test func aFilledCircleIsTheCellsInsideIt() {
        #expect(
            renderedLines(Circle().fill(.red), columns: 12, rows: 6) == [
                "   ██████   ",
                " ██████████ ",
                "████████████",
                "████████████",
                " ██████████ ",
                "   ██████   ",
            ])
    }

    @Test func aStrokedCircleTurnsWhereItsOutlineSteps() {
        #expect(
            renderedLines(Circle().stroke(.red), columns: 12, rows: 6) == [
                "   ╭────╮   ",
                " ╭─╯    ╰─╮ ",
                "╭╯        ╰╮",
                "╰╮        ╭╯",
                " ╰─╮    ╭─╯ ",
                "   ╰────╯   ",
            ])
    }

    @Test func aCircleIsTheLargestCenteredInItsRoomWithRowsTwiceAsTall() {
        let wide = renderedLines(Circle().stroke(), columns: 20, rows: 6)
        #expect(wide == renderedLines(Circle().stroke(), columns: 12, rows: 6).map { "    " + $0 + "    " })
        let tall = renderedLines(Circle().frame(width: 10, height: 10), columns: 10, rows: 10)
        let empty = String(repeating: " ", count: 10)
        let middle = [" ████████ ", "██████████", "██████████", " ████████ "]
        #expect(tall == [empty, empty, empty] + middle + [empty, empty, empty])
    }

    @Test func anEllipseFillsItsWholeRoom() {
        #expect(
            renderedLines(Ellipse().fill(), columns: 16, rows: 5) == [
                "   ██████████   ",
                " ██████████████ ",
                "████████████████",
                " ██████████████ ",
                "   ██████████   ",
            ])
    }

    @Test func aCapsuleRoundsItsEndsOnceTallEnough() {
        #expect(
            renderedLines(Capsule().stroke(), columns: 12, rows: 3) == ["╭──────────╮", "│          │", "╰──────────╯"])
        #expect(
            renderedLines(Capsule().stroke(), columns: 16, rows: 5) == [
                " ╭────────────╮ ",
                "╭╯            ╰╮",
                "│              │",
                "╰╮            ╭╯",
                " ╰────────────╯ ",
            ])
    }

    @Test func everyLineWidthDrawsOneLine() {
        let thin = renderedLines(Capsule().stroke(), columns: 12, rows: 3)
        #expect(renderedLines(Capsule().stroke(lineWidth: 3), columns: 12, rows: 3) == thin)
        #expect(renderedLines(Capsule().strokeBorder(lineWidth: 3), columns: 12, rows: 3) == thin)
    }

    @Test func aShapeTakesTheForegroundStyleItsFillOrItsTint() {
        #expect(ansi(Rectangle().foregroundStyle(.red)) == "\u{1B}[0;31;41m██\u{1B}[m")
        #expect(ansi(Rectangle().fill(.green).foregroundColor(.red)) == "\u{1B}[0;32;42m██\u{1B}[m")
        #expect(ansi(Rectangle().fill(.tint).tint(.red)) == "\u{1B}[0;31;41m██\u{1B}[m")
        #expect(ansi(Rectangle().stroke(.tint)) == "\u{1B}[0;34m──\u{1B}[m")
    }

    @Test func textOverAFilledShapeShowsTheFillBehindIt() {
        let view = ZStack {
            RoundedRectangle(cornerRadius: 1).fill(.blue)
            Text("ok")
        }
        #expect(backgroundCells(view, columns: 6, rows: 1) == ["██ok██"])
    }
}
