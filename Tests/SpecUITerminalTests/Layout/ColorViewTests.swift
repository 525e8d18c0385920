import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ColorViewTests {
    @Test func aColorFillsWhatItIsOffered() {
        let view = VStack(spacing: 0) {
            Spacer()
            Color.red
        }
        #expect(backgroundCells(view, columns: 4, rows: 4) == ["....", "....", "####", "####"])
    }

    @Test func aColorBehindTextAndAFramedSwatch() {
        let view = HStack {
            ZStack {
                Color.blue
                Text("x")
            }
            .frame(width: 3, height: 1)
            Color.green.frame(width: 2, height: 1)
        }
        #expect(backgroundCells(view, columns: 6, rows: 1) == ["#x#.##"])
        #expect(ViewHost(view).resolved.texts == ["x"])
    }
}
