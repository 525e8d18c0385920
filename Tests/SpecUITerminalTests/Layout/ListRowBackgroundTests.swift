import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ListRowBackgroundTests {
    @Test func aRowBackgroundIsDrawnAcrossTheList() {
        let list = List {
            Text("Hi").listRowBackground(Color.yellow)
            Text("There").listRowBackground(nil as Color?).listRowInsets(EdgeInsets())
        }
        #expect(backgroundCells(list, columns: 6, rows: 2) == ["Hi####", "?????."])
    }

    @Test func outsideAListThereIsNoRowToDrawBehind() {
        let plain = Text("Hi").listRowBackground(Color.yellow)
        #expect(backgroundCells(plain, columns: 4, rows: 1) == [".??."])
    }
}
