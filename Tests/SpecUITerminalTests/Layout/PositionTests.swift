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

    /// The point is the view's centre, in cells: a view of an odd length centred on a half cell covers whole cells
    /// from its edge, as the usual centring in a `GeometryReader` expects.
    @Test func aViewOfAnOddLengthIsCenteredOnAHalfCell() {
        let one = TerminalRenderer.snapshot(
            Text("ABC").position(x: 1.5, y: 0.5), size: TerminalSize(columns: 5, rows: 2))
        #expect(one.lines == ["ABC  ", "     "])
        let middle = TerminalRenderer.snapshot(
            Text("ABCD").position(x: 4, y: 2.5), size: TerminalSize(columns: 8, rows: 5))
        #expect(middle.lines == ["        ", "        ", "  ABCD  ", "        ", "        "])
        let centered = VStack(spacing: 0) {
            GeometryReader { room in Text("hi").position(x: room.size.width / 2, y: room.size.height / 2) }
                .frame(height: 1)
            Text("below")
        }
        #expect(
            TerminalRenderer.snapshot(centered, size: TerminalSize(columns: 6, rows: 2)).lines == ["  hi  ", "below "])
    }

    @Test func rightToLeftMeasuresFromTheTrailingEdge() {
        let frame = TerminalRenderer.snapshot(
            Text("Hi").position(x: 2, y: 0), size: TerminalSize(columns: 8, rows: 1), layoutDirection: .rightToLeft)
        #expect(frame.lines == ["     Hi "])
    }
}
