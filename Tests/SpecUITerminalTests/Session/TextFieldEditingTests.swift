import SpecUI
import Testing

@testable import SpecUITerminal

private struct Todos: View {
    @State var draft = ""
    @State var removed = 0

    var body: some View {
        VStack(alignment: .leading) {
            TextField("New task", text: $draft).frame(width: 8)
            Button("Clear completed") { removed += 1 }
            Text("removed \(removed)")
        }
    }
}

private struct NineCells: View {
    @State var text = ""

    var body: some View {
        TextField("Title", text: $text).frame(width: 9)
    }
}

@MainActor
@Suite struct TextFieldEditingTests {
    private let size = TerminalSize(columns: 15, rows: 3)

    private func session(_ keys: [Key]) -> TerminalSession {
        let session = TerminalSession(host: ViewHost(Todos()))
        _ = session.frame(size: size)
        for key in keys {
            _ = session.handle(key)
        }
        return session
    }

    @Test func leftAndRightMoveTheInsertionPointAndTypingInsertsThere() {
        let typed = session([.tab, .character("a"), .character("b"), .left, .left, .character("k")])
        #expect(marked(typed, size) == ["k[a]b            ", "Clear completed", "removed 0      "])
        _ = typed.handle(.right)
        _ = typed.handle(.backspace)
        #expect(marked(typed, size) == ["k[b]             ", "Clear completed", "removed 0      "])
        _ = typed.handle(.delete)
        #expect(marked(typed, size) == ["k[ ]             ", "Clear completed", "removed 0      "])
    }

    @Test func theInsertionPointStopsAtTheEndsOfTheText() {
        let typed = session([.tab, .character("a"), .right, .right, .character("b"), .left, .left, .left])
        #expect(marked(typed, size) == ["[a]b             ", "Clear completed", "removed 0      "])
        _ = typed.handle(.backspace)
        _ = typed.handle(.end)
        _ = typed.handle(.character("c"))
        #expect(marked(typed, size) == ["abc[ ]           ", "Clear completed", "removed 0      "])
    }

    @Test func enterAfterEditingStaysInTheFieldWithoutTappingTheNextButton() {
        let typed = session([.tab, .left, .left, .character("k"), .enter])
        #expect(marked(typed, size) == ["k[ ]             ", "Clear completed", "removed 0      "])
        _ = typed.handle(.character("q"))
        #expect(marked(typed, size) == ["kq[ ]            ", "Clear completed", "removed 0      "])
    }

    @Test func aLongTextScrollsToKeepTheInsertionPointInTheField() {
        let typed = session([.tab] + "abcdefghij".map(Key.character))
        #expect(marked(typed, size)[0] == "defghij[ ]       ")
        _ = typed.handle(.home)
        #expect(marked(typed, size)[0] == "[a]bcdefgh       ")
        for _ in 0..<9 { _ = typed.handle(.right) }
        #expect(marked(typed, size)[0] == "cdefghi[j]       ")
    }

    /// A wide character under the insertion point keeps both its cells in the field: the text before it scrolls.
    @Test func aWideCharacterUnderTheInsertionPointIsDrawnWhole() {
        let session = TerminalSession(host: ViewHost(NineCells()))
        let size = TerminalSize(columns: 9, rows: 1)
        _ = session.frame(size: size)
        for key in [.tab] + "日本語のテキスト入力".map(Key.character) + [.end, .left] {
            _ = session.handle(key)
        }
        #expect(marked(session, size) == ["スト入[力] "])
        _ = session.handle(.home)
        #expect(marked(session, size) == ["[日]本語の "])
    }

    @Test func aTextTheViewReplacesPutsTheInsertionPointBackAtTheEnd() {
        let host = ViewHost(Todos())
        let typed = TerminalSession(host: host)
        _ = typed.frame(size: size)
        for key: Key in [.tab, .character("a"), .character("b"), .left] {
            _ = typed.handle(key)
        }
        host.setText("New task", "xyz")
        #expect(marked(typed, size)[0] == "xyz[ ]           ")
    }

    @Test func theCursorOfAnEmptyFieldLeavesThePlaceholderReadable() {
        struct Login: View {
            @State var email = ""
            var body: some View {
                TextField("Email", text: $email).frame(width: 8)
            }
        }
        let size = TerminalSize(columns: 8, rows: 1)
        let focused = TerminalSession(host: ViewHost(Login()))
        _ = focused.frame(size: size)
        #expect(marked(focused, size) == ["Email   "])
        _ = focused.handle(.tab)
        #expect(marked(focused, size) == ["[E]mail   "])
        let unfocused = TerminalRenderer.snapshot(Login(), size: size)
        #expect(unfocused.lines == ["Email   "])
    }

    @Test func rightToLeftTheCursorAtTheEndFollowsTheLastCharacter() {
        struct Name: View {
            @State var name = ""
            var body: some View {
                TextField("Name", text: $name).frame(width: 8)
            }
        }
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let size = TerminalSize(columns: 8, rows: 1)
        let session = TerminalSession(host: ViewHost(Name(), environment: environment))
        _ = session.frame(size: size)
        for key in [Key.tab, .character("a"), .character("b"), .character("c")] { _ = session.handle(key) }
        // Against the trailing edge, in the order the text is written: the insertion point after "c".
        #expect(marked(session, size) == ["    abc[ ]"])
        _ = session.handle(.left)
        #expect(marked(session, size) == ["    ab[c] "])
    }

    @Test func aLongTextShowsItsEndWhileEditedAndItsStartOnceFocusLeaves() {
        let typed = session([.tab] + "abcdefghijkl".map { Key.character($0) })
        #expect(marked(typed, size)[0] == "fghijkl[ ]       ")
        _ = typed.handle(.tab)
        #expect(marked(typed, size)[0] == "abcdefgh       ")
    }

    @Test func ctrlDQuitsLikeCtrlCAlsoInATextFieldWhereQIsTyped() {
        let typed = session([.tab, .character("q")])
        #expect(marked(typed, size) == ["q[ ]             ", "Clear completed", "removed 0      "])
        #expect(typed.handle(.control("d")) == .quit)
        #expect(typed.handle(.interrupt) == .quit)
    }

    /// Each key draws the field again; finding what of a long text fits costs its length, so typing (or pasting) a
    /// long text stays quick.
    @Test func typingALongTextShowsItsEndBesideTheInsertionPoint() {
        let digits = (0..<1500).map { Key.character(Character(String($0 % 10))) }
        let typed = session([.tab] + digits)
        #expect(marked(typed, size) == ["3456789[ ]       ", "Clear completed", "removed 0      "])
        _ = typed.handle(.home)
        #expect(marked(typed, size) == ["[0]1234567       ", "Clear completed", "removed 0      "])
    }

    @Test func aCombiningMarkTypedInsideTheTextJoinsTheCharacterBeforeTheInsertionPoint() {
        // "كتب" with the insertion point after its first letter; a fatha joins that letter, and "x" comes after it.
        let typed = session([.tab, .character("ك"), .character("ت"), .character("ب"), .left, .left])
        _ = typed.handle(.character("\u{064E}"))
        _ = typed.handle(.character("x"))
        #expect(marked(typed, size) == ["كَx[ت]ب           ", "Clear completed", "removed 0      "])
        #expect(TextCursor.inserting("\u{301}", into: "ab", at: 1) == ("a\u{301}b", 1))
    }
}
