import SpecUI
import Testing

@testable import SpecUITerminal

/// Half of whatever room it is given, drawn as a bar, and its size as text.
private struct HalfBar: View {
    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
                Rectangle().frame(width: proxy.size.width / 2, height: 1)
            }
        }
    }
}

@MainActor
@Suite struct GeometryReaderTests {
    @Test func theContentIsBuiltFromTheRoomTheReaderTakes() {
        #expect(renderedLines(HalfBar(), columns: 8, rows: 3) == ["8x3     ", "████    ", "        "])
    }

    /// A border, or an outline drawn as one, takes the outer cells: the reader is given and reports the room inside.
    @Test func underABorderTheReaderReportsTheRoomInside() {
        let bordered = HalfBar().border(.gray).frame(width: 10, height: 4)
        #expect(
            renderedLines(bordered, columns: 10, rows: 4) == ["┌────────┐", "│8x2     │", "│████    │", "└────────┘"])
        let outlined = HalfBar().overlay(Rectangle().stroke(.blue)).frame(width: 10, height: 4)
        #expect(renderedLines(outlined, columns: 10, rows: 4)[1] == "│8x2     │")
    }

    @Test func aNewRoomBuildsTheContentAgain() {
        let session = TerminalSession(host: ViewHost(HalfBar()))
        _ = session.frame(size: TerminalSize(columns: 8, rows: 2))
        let wider = session.frame(size: TerminalSize(columns: 12, rows: 2))
        #expect((0..<12).map { String(wider[$0, 0].character) }.joined() == "12x2        ")
        #expect((0..<12).map { String(wider[$0, 1].character) }.joined() == "██████      ")
        // The reader builds its content again; the view holding it runs its body once.
        #expect(session.host.bodyEvaluations["HalfBar"] == 1)
    }

    @Test func theReaderSharesAStacksRoomAndKnowsWhereItIs() {
        let screen = VStack(spacing: 0) {
            Text("Title")
            GeometryReader { proxy in
                let frame = proxy.frame(in: .global)
                Text("at \(Int(frame.minX)),\(Int(frame.minY)) \(Int(proxy.frame(in: .local).minY))")
            }
        }
        #expect(renderedLines(screen, columns: 9, rows: 3) == ["  Title  ", "at 0,1 0 ", "         "])
    }

    @Test func rightToLeftTheContentStartsAtTheTrailingCorner() {
        let screen = GeometryReader { _ in Text("ab") }
        #expect(renderedLines(screen, columns: 5, rows: 1, rtl: true) == ["   ab"])
    }

    @Test func withoutARendererTheSizeIsZero() {
        #expect(ViewHost(HalfBar()).resolved.texts == ["0x0"])
    }
}
