import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct LayoutPriorityTests {
    @Test func withoutPrioritiesTheRoomIsShared() {
        let view = HStack {
            Text("a long title")
            Text("another long title")
        }
        #expect(renderedLines(view, columns: 20, rows: 1) == ["a long t… another l…"])
    }

    @Test func aHigherPriorityIsOfferedRoomFirstLessWhatTheOthersNeedAtLeast() {
        let view = HStack {
            Text("a long title")
            Text("another long title").layoutPriority(1)
        }
        #expect(renderedLines(view, columns: 20, rows: 1) == ["… another long title"])
        // The priority passes out through the modifiers around it.
        let padded = HStack {
            Text("a long title").layoutPriority(1).padding(.horizontal, 0)
            Text("another long title")
        }
        #expect(renderedLines(padded, columns: 20, rows: 1) == ["a long title anothe…"])
    }

    @Test func aNaNPriorityOrIndexCountsAsNone() {
        let view = HStack(spacing: 0) {
            Text("ab").layoutPriority(.nan).zIndex(.nan)
            Text("cd")
        }
        #expect(renderedLines(view, columns: 4, rows: 1) == ["abcd"])
    }

    @Test func rowsGoToTheHigherPriorityFirst() {
        let written = VStack(spacing: 0) {
            Text("one two three four")
            Text("five six seven eight")
        }
        #expect(renderedLines(written, columns: 10, rows: 3) == ["one two t…", "five six  ", "seven eig…"])
        let raised = VStack(spacing: 0) {
            Text("one two three four").layoutPriority(1)
            Text("five six seven eight")
        }
        #expect(renderedLines(raised, columns: 10, rows: 3) == ["one two   ", "three four", "five six… "])
    }
}
