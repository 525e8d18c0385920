import SpecUI
import Testing

@testable import SpecUITerminal

private struct Rows: View {
    @State private var appeared: [Int] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("appeared \(appeared.map(String.init).joined(separator: ","))")
            List {
                ForEach(1...20, id: \.self) { number in
                    Text("row \(number)").onAppear { appeared.append(number) }
                }
            }
        }
    }
}

/// A `List` builds its rows while it draws; the `onAppear` of each row that comes into view runs after that frame
/// and the frame shows what it changed, in a snapshot and after a key scrolls new rows into view alike.
@MainActor
@Suite struct ListRowAppearanceTests {
    @Test func visibleRowsAppearInTheFirstFrame() {
        let snapshot = TerminalRenderer.snapshot(Rows(), size: TerminalSize(columns: 20, rows: 4))
        #expect(
            snapshot.lines == [
                "appeared 1,2,3      ", "row 1               ", "row 2               ", "row 3               ",
            ])
        #expect(snapshot.bodyEvaluations == ["Rows": 2])
    }

    @Test func rowsScrolledIntoViewAppearInThatFrame() {
        let session = TerminalSession(host: ViewHost(Rows()))
        let size = TerminalSize(columns: 20, rows: 4)
        _ = session.frame(size: size)
        _ = session.handle(.pageDown)
        let lines = session.frame(size: size).lines()
        #expect(lines[0] == "appeared 1,2,3,4,5,6")
        #expect(lines[1...] == ["row 4               ", "row 5               ", "row 6               "])
    }

    @Test func rowsScrolledOutAndBackAppearAgain() {
        let session = TerminalSession(host: ViewHost(Rows()))
        let size = TerminalSize(columns: 30, rows: 4)
        _ = session.frame(size: size)
        _ = session.handle(.pageDown)
        _ = session.frame(size: size)
        _ = session.handle(.pageUp)
        let lines = session.frame(size: size).lines()
        #expect(lines[0] == "appeared 1,2,3,4,5,6,1,2,3    ")
        #expect(
            lines[1...] == [
                "row 1                         ", "row 2                         ", "row 3                         ",
            ])
        // A frame drawn again without scrolling shows the same rows: nothing appears again.
        #expect(session.frame(size: size).lines()[0] == "appeared 1,2,3,4,5,6,1,2,3    ")
    }
}

private struct LeavingRows: View {
    @State private var left: [Int] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("left \(left.map(String.init).joined(separator: ","))")
            List {
                ForEach(1...20, id: \.self) { number in
                    Text("row \(number)").onDisappear { left.append(number) }
                }
            }
        }
    }
}

@MainActor
@Suite struct ListRowDisappearanceTests {
    @Test func rowsScrolledOutDisappearInOrder() {
        let session = TerminalSession(host: ViewHost(LeavingRows()))
        let size = TerminalSize(columns: 20, rows: 4)
        _ = session.frame(size: size)
        _ = session.handle(.pageDown)
        let lines = session.frame(size: size).lines()
        #expect(
            lines == ["left 1,2,3          ", "row 4               ", "row 5               ", "row 6               "])
        #expect(session.frame(size: size).lines()[0] == "left 1,2,3          ")
    }
}
