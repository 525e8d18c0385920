import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct LineLimitRangeTests {
    @Test func aRangeReservesItsLowerBoundAndCutsAtItsUpperBound() {
        let short = VStack(alignment: .leading, spacing: 0) {
            Text("Hi").lineLimit(2...3)
            Text("end")
        }
        #expect(renderedLines(short, columns: 9, rows: 4) == ["   Hi    ", "         ", "   end   ", "         "])
        let long = VStack(alignment: .leading, spacing: 0) {
            Text("one two three four five six").lineLimit(2...3)
            Text("end")
        }
        #expect(renderedLines(long, columns: 9, rows: 4) == ["one two  ", "three    ", "four fiv…", "end      "])
    }

    @Test func partialRangesSetOneBoundAndReservesSpaceKeepsTheLines() {
        let views = VStack(alignment: .leading, spacing: 0) {
            Text("Hi").lineLimit(2...)
            Text("one two three").lineLimit(...1)
            Text("Yo").lineLimit(2, reservesSpace: true)
            Text("one two three").lineLimit(2, reservesSpace: false)
            Text("end")
        }
        #expect(
            renderedLines(views, columns: 8, rows: 8) == [
                "Hi      ", "        ", "one two…", "Yo      ", "        ", "one two ", "three   ", "end     ",
            ])
    }
}
