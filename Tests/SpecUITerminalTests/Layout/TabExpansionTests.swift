import SpecUI
import Testing

@testable import SpecUITerminal

private struct Screen<Content: View>: View {
    let content: Content

    var body: some View { content }
}

@MainActor
@Suite struct TabExpansionTests {
    @Test func aTabReachesTheNextStopOfEightColumnsFromTheStartOfItsLine() {
        let view = VStack(alignment: .leading) {
            Text("a\tb")
            Text("abc\tdef\tg\nxy\tz")
            Text("12345678\t|")
            Text("中\t|").border(.gray)
        }
        let snapshot = TerminalRenderer.snapshot(Screen(content: view), size: TerminalSize(columns: 20, rows: 8))
        #expect(
            snapshot.lines == [
                " a       b          ",
                " abc     def     g  ",
                " xy      z          ",
                " 12345678        |  ",
                " ┌─────────┐        ",
                " │中      |│        ",
                " └─────────┘        ",
                "                    ",
            ])
    }

    @Test func anExpandedTabIsRoomToWrapIn() {
        let snapshot = TerminalRenderer.snapshot(
            Screen(content: Text("one\ttwo")), size: TerminalSize(columns: 5, rows: 2))
        #expect(snapshot.lines == [" one ", " two "])
    }
}
