import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ClipShapeTests {
    @Test func aRoundedClipShapeRoundsAFilledBackgroundAsCornerRadiusDoes() {
        let clipped = Text("Hi").padding(1).background(.blue).clipShape(RoundedRectangle(cornerRadius: 1))
        let rounded = Text("Hi").padding(1).background(.blue).cornerRadius(1)
        #expect(renderedLines(clipped, columns: 4, rows: 3) == ["╭──╮", "│Hi│", "╰──╯"])
        #expect(backgroundCells(clipped, columns: 4, rows: 3) == backgroundCells(rounded, columns: 4, rows: 3))
        let capsule = Text("New").padding(.horizontal, 1).padding(.vertical, 1).background(.orange)
            .clipShape(Capsule())
        #expect(renderedLines(capsule, columns: 5, rows: 3) == ["╭───╮", "│New│", "╰───╯"])
    }

    @Test func aCircleBlanksTheCellsOutsideIt() {
        let avatar = Color.blue.frame(width: 12, height: 6).clipShape(Circle())
        #expect(
            backgroundCells(avatar, columns: 12, rows: 6) == [
                "...######...",
                ".##########.",
                "############",
                "############",
                ".##########.",
                "...######...",
            ])
    }

    @Test func aClipShapeCutsWhatIsDrawnBeyondTheBounds() {
        let clipped = HStack(spacing: 0) {
            Text("cd")
            Text("ab").offset(x: -1).clipShape(Rectangle())
        }
        #expect(renderedLines(clipped, columns: 4, rows: 1) == ["cdb "])
        let unclipped = HStack(spacing: 0) {
            Text("cd")
            Text("ab").offset(x: -1)
        }
        #expect(renderedLines(unclipped, columns: 4, rows: 1) == ["cab "])
    }

    @Test func aShapeMaskClipsAsClipShapeDoesAndAnyOtherShowsTheBounds() {
        let avatar = Color.blue.frame(width: 12, height: 6)
        let clipped = backgroundCells(avatar.clipShape(Circle()), columns: 12, rows: 6)
        #expect(backgroundCells(avatar.mask { Circle() }, columns: 12, rows: 6) == clipped)
        #expect(backgroundCells(avatar.mask(Circle().fill(.black)), columns: 12, rows: 6) == clipped)
        let faded = avatar.mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
        #expect(backgroundCells(faded, columns: 12, rows: 6) == backgroundCells(avatar, columns: 12, rows: 6))
    }
}
