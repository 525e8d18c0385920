import SpecUI
import Testing

@testable import SpecUITerminal

/// A title over a mark placed by `position`, which takes the room left under the title.
private struct Chart: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Chart")
            Text("•x").position(x: 7, y: 1)
            Text("end")
        }
    }
}

@MainActor
@Suite struct PositionTests {
    @Test func aPositionedViewIsCenteredAtItsPointInAllTheRoomItIsOffered() {
        let frame = TerminalRenderer.snapshot(Text("Hi").position(x: 4, y: 1), size: TerminalSize(columns: 10, rows: 3))
        #expect(frame.lines == ["          ", "   Hi     ", "          "])
    }

    @Test func aPositionedViewPushesItsNeighboursToTheEdgesOfTheRoom() {
        let frame = TerminalRenderer.snapshot(Chart(), size: TerminalSize(columns: 10, rows: 5))
        #expect(frame.lines == ["  Chart   ", "          ", "      •x  ", "          ", "   end    "])
    }

    @Test func rightToLeftMeasuresFromTheTrailingEdge() {
        let frame = TerminalRenderer.snapshot(
            Text("Hi").position(x: 2, y: 0), size: TerminalSize(columns: 8, rows: 1), layoutDirection: .rightToLeft)
        #expect(frame.lines == ["     Hi "])
    }
}
