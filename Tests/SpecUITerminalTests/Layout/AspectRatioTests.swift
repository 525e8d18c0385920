import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct AspectRatioTests {
    @Test func aSquareThatFitsTakesTwiceAsManyColumnsAsRows() {
        let square = HStack(spacing: 0) {
            Rectangle().aspectRatio(1, contentMode: .fit)
            Text("|")
        }
        #expect(renderedLines(square, columns: 12, rows: 3) == ["  ██████    ", "  ██████|   ", "  ██████    "])
    }

    @Test func aWideRatioThatFitsIsLimitedByTheWidth() {
        let banner = VStack(spacing: 0) {
            Rectangle().aspectRatio(4, contentMode: .fit)
            Text("-")
        }
        #expect(renderedLines(banner, columns: 8, rows: 4) == ["        ", "████████", "   -    ", "        "])
    }

    @Test func aRatioThatFillsCoversTheRoomAndShowsInsideIt() {
        let cover = Rectangle().aspectRatio(1, contentMode: .fill).frame(width: 4, height: 3).clipped()
        #expect(renderedLines(cover, columns: 4, rows: 3) == ["████", "████", "████"])
    }

    @Test func noRatioKeepsTheContentsIdealOne() {
        // Ideally 8 columns by 2 rows, 4 columns a row: of room 10 by 6 it fits 10 columns by 10 / 4 = 3 rows.
        let wide = Rectangle().frame(idealWidth: 8, idealHeight: 2).aspectRatio(contentMode: .fit)
        #expect(
            renderedLines(wide, columns: 10, rows: 6) == [
                "          ", "██████████", "██████████", "██████████", "          ", "          ",
            ])
    }
}
