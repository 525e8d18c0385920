import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ColorViewTests {
    /// Each cell's character, with `#` for a blank that has a background color.
    private func fills(_ view: some View, columns: Int, rows: Int) -> [String] {
        let session = TerminalSession(host: ViewHost(view))
        let buffer = session.frame(size: TerminalSize(columns: columns, rows: rows))
        return (0..<rows).map { y in
            String(
                (0..<columns).map { x in
                    let cell = buffer[x, y]
                    return cell.style.background != nil && cell.character == " " ? "#" : cell.character
                })
        }
    }

    @Test func aColorFillsWhatItIsOffered() {
        let view = VStack(spacing: 0) {
            Spacer()
            Color.red
        }
        #expect(fills(view, columns: 4, rows: 4) == ["    ", "    ", "####", "####"])
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
        #expect(fills(view, columns: 6, rows: 1) == ["#x# ##"])
        #expect(ViewHost(view).resolved.texts == ["x"])
    }
}
