import SpecUI
import Testing

@testable import SpecUITerminal

/// Rows of a title, a toggle and a button, too tall for the list to show the last one whole.
private struct CutRows: View {
    var body: some View {
        VStack(alignment: .leading) {
            List(1...2, id: \.self) { number in
                VStack(alignment: .leading) {
                    Text("Title \(number)")
                    Toggle("On \(number)", isOn: .constant(false))
                    Button("Remove \(number)") {}
                }
            }
            .frame(height: 5)
            Button("Add") {}
        }
    }
}

/// Focus walks into the part of a row the list's bottom edge cuts off before it leaves the list.
@MainActor
@Suite struct CutRowFocusTests {
    @Test func tabReachesTheControlsOfARowCutAtTheBottom() {
        let size = TerminalSize(columns: 12, rows: 6)
        let session = TerminalSession(host: ViewHost(CutRows()))
        #expect(
            trimmedLines(session, size).prefix(5) == ["Title 1", "On 1     [ ]", "Remove 1", "Title 2", "On 2     [ ]"])
        #expect(session.lists.first?.lastRowIsCut == true)
        let focus = { session.focusedLabel }
        for _ in 0..<3 { _ = session.handle(.tab) }
        #expect(focus() == "On 2")
        _ = session.handle(.tab)
        #expect(focus() == "Remove 2")
        #expect(trimmedLines(session, size).prefix(3) == ["Title 2", "On 2     [ ]", "Remove 2"])
        _ = session.handle(.tab)
        #expect(focus() == "Add")
    }
}
