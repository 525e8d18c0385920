import SpecUI
import Testing

@testable import SpecUITerminal

private struct Note: View {
    @State private var title = ""
    @State private var text = ""
    @State private var saved = 0

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $title)
                .onSubmit { saved += 1 }
            TextEditor(text: $text)
            Text("[\(title)] [\(text)] saved \(saved)")
        }
    }
}

@MainActor
@Suite struct PasteKeyTests {
    private let size = TerminalSize(columns: 40, rows: 6)

    private func session() -> TerminalSession {
        let session = TerminalSession(host: ViewHost(Note()))
        _ = session.frame(size: size)
        return session
    }

    /// A paste goes into the field whole: its line breaks neither submit the field nor run as keys.
    @Test func aPasteIntoAFieldIsTextAndItsLineBreaksAreSpaces() {
        let session = session()
        _ = session.handle(.tab)
        #expect(session.handle(.paste("quit\nnow\r\nq\tx")) == .handled)
        #expect(session.host.resolved.texts.last == "[quit now q x] [] saved 0")
        // Typing goes on after the pasted text.
        _ = session.handle(.character("!"))
        #expect(session.host.resolved.texts.last == "[quit now q x!] [] saved 0")
    }

    @Test func aPasteIntoATextEditorKeepsItsLineBreaks() {
        let session = session()
        _ = session.handle(.tab)
        _ = session.handle(.tab)
        _ = session.handle(.paste("a\r\nb"))
        #expect(session.host.resolved.texts.last == "[] [a\nb] saved 0")
    }

    /// Outside a field a paste is dropped: a `q` in it does not quit.
    @Test func aPasteWithNoFieldFocusedIsDropped() {
        let session = session()
        #expect(session.handle(.paste("q")) == .handled)
        #expect(session.host.resolved.texts.last == "[] [] saved 0")
    }

    @Test func controlAAndControlEGoToTheFieldsStartAndEnd() {
        let session = session()
        _ = session.handle(.tab)
        _ = session.handle(.paste("bc"))
        _ = session.handle(.control("a"))
        _ = session.handle(.character("a"))
        _ = session.handle(.control("e"))
        _ = session.handle(.character("d"))
        #expect(session.host.resolved.texts.last == "[abcd] [] saved 0")
    }
}
