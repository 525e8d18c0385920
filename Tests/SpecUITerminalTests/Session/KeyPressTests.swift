import SpecUI
import Testing

@testable import SpecUITerminal

private struct Board: View {
    @State private var row = 0
    @State private var typed = ""

    var body: some View {
        VStack {
            Text("row \(row)")
                .focusable()
                .onKeyPress(.upArrow) {
                    row -= 1
                    return .handled
                }
                .onKeyPress(keys: [.downArrow, .space]) { press in
                    row += press.key == .space ? 10 : 1
                    return .handled
                }
                .onKeyPress(characters: .letters) { press in
                    typed += press.characters
                    return press.characters == "q" ? .ignored : .handled
                }
            Text("typed \(typed)")
            Button("Next") {}
        }
    }
}

@MainActor
@Suite struct KeyPressTests {
    private let size = TerminalSize(columns: 10, rows: 3)

    @Test func theKeysOfAFocusedViewGoToItsActionsFirst() {
        let session = TerminalSession(host: ViewHost(Board()))
        _ = session.frame(size: size)
        #expect(session.host.focus("row 0"))
        #expect(session.handle(.down) == .handled)
        #expect(session.handle(.character(" ")) == .handled)
        #expect(session.handle(.up) == .handled)
        #expect(session.handle(.character("a")) == .handled)
        #expect(session.frame(size: size).lines()[0...1] == [" row 10   ", " typed a  "])
        // Focus stayed: the arrows went to the view, not to moving focus.
        #expect(session.host.actionable("row 10")?.id == session.focused)
    }

    @Test func anIgnoredKeyGoesOnToWhatItOtherwiseDoes() {
        let session = TerminalSession(host: ViewHost(Board()))
        _ = session.frame(size: size)
        #expect(session.host.focus("row 0"))
        #expect(session.handle(.character("q")) == .quit)
        #expect(session.frame(size: size).lines()[1] == " typed q  ")
    }

    @Test func withoutFocusInsideTheViewItsActionsHearNothing() {
        let session = TerminalSession(host: ViewHost(Board()))
        _ = session.frame(size: size)
        #expect(session.host.focus("Next"))
        #expect(session.handle(.character("a")) == .handled)
        #expect(session.frame(size: size).lines()[1] == "  typed   ")
        #expect(!session.host.pressKey(KeyPress(key: "a", characters: "a")))
    }
}
