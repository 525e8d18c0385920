import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct LayeredBackgroundTests {
    /// Each cell's character, or `#` for a blank with a background color, and which cells have one.
    private func backgrounds(_ view: some View, columns: Int, rows: Int) -> [String] {
        let session = TerminalSession(host: ViewHost(view))
        let buffer = session.frame(size: TerminalSize(columns: columns, rows: rows))
        return (0..<rows).map { y in
            String(
                (0..<columns).map { x in
                    let cell = buffer[x, y]
                    guard cell.style.background != nil else { return cell.character == " " ? "." : "?" }
                    return cell.character == " " ? "#" : cell.character
                })
        }
    }

    @Test func textOverAFilledLayerShowsTheFillBehindIt() {
        let view = ZStack {
            Text("").frame(width: 5, height: 1).background(.blue)
            Text("ab")
        }
        #expect(backgrounds(view, columns: 7, rows: 1) == [".#ab##."])
    }

    @Test func roundedCornersStillShowTheBackgroundOutside() {
        let view = Text("Hi").padding(1).background(.blue).cornerRadius(1)
        #expect(backgrounds(view, columns: 4, rows: 3) == ["????", "?Hi?", "????"])
    }
}
