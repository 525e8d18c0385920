import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct LayeredBackgroundTests {
    @Test func textOverAFilledLayerShowsTheFillBehindIt() {
        let view = ZStack {
            Text("").frame(width: 5, height: 1).background(.blue)
            Text("ab")
        }
        #expect(backgroundCells(view, columns: 7, rows: 1) == [".#ab##."])
    }

    @Test func aStyleInAShapeFillsTheShapeBehindOrOverTheView() {
        let capsule = Text("Save").padding(.horizontal, 1).background(.blue, in: Capsule())
        #expect(backgroundCells(capsule, columns: 8, rows: 1) == [".█Save█."])
        #expect(
            backgroundCells(capsule, columns: 8, rows: 1)
                == backgroundCells(
                    Text("Save").padding(.horizontal, 1).background { Capsule().fill(.blue) }, columns: 8, rows: 1))
        let card = Text("Hi").padding(1).background(.thinMaterial, in: RoundedRectangle(cornerRadius: 1))
        let layered = Text("Hi").padding(1).background { RoundedRectangle(cornerRadius: 1).fill(.thinMaterial) }
        #expect(backgroundCells(card, columns: 4, rows: 3) == ["████", "█Hi█", "████"])
        #expect(backgroundCells(card, columns: 4, rows: 3) == backgroundCells(layered, columns: 4, rows: 3))
        let tinted = Text("ab").overlay(.tint, in: Rectangle()).tint(.red)
        #expect(firstCell(tinted).style.background == firstCell(Text("a").background(.red)).style.background)
    }

    @Test func roundedCornersStillShowTheBackgroundOutside() {
        let view = Text("Hi").padding(1).background(.blue).cornerRadius(1)
        #expect(backgroundCells(view, columns: 4, rows: 3) == ["????", "?Hi?", "????"])
    }
}
