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

    @Test func roundedCornersStillShowTheBackgroundOutside() {
        let view = Text("Hi").padding(1).background(.blue).cornerRadius(1)
        #expect(backgroundCells(view, columns: 4, rows: 3) == ["????", "?Hi?", "????"])
    }
}
