import SpecUI
import Testing

@testable import SpecUITerminal

private struct Formatting: View {
    @State private var styles: [String] = []

    var body: some View {
        VStack {
            ControlGroup {
                Button("Bold") { styles.append("bold") }
                Button("Italic") { styles.append("italic") }
            } label: {
                Label("Format", systemImage: "textformat")
            }
            .controlGroupStyle(.navigation)
            Text(styles.joined(separator: "+"))
        }
    }
}

@MainActor
@Suite struct ControlGroupTests {
    /// The buttons in a row, joined, each a cell of room on each side over gray; the label is not drawn.
    @Test func aGroupDrawsItsButtonsJoinedInARow() {
        let session = TerminalSession(host: ViewHost(Formatting()))
        let buffer = session.frame(size: TerminalSize(columns: 14, rows: 2))
        #expect(buffer.lines() == [" Bold  Italic ", "              "])
        let gray = (0..<14).map { buffer[$0, 0].style.background != nil ? "#" : "." }.joined()
        #expect(gray == "##############")
        #expect(session.host.tap("Italic"))
        #expect(session.host.tap("Bold"))
        #expect(session.host.resolved.texts.last == "italic+bold")
    }
}
