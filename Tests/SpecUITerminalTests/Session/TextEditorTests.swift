import SpecUI
import Testing

@testable import SpecUITerminal

private struct Notes: View {
    @State var notes: String
    @State var submitted = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextEditor(text: $notes).frame(width: 6, height: 3).accessibilityIdentifier("notes")
            Button("Save") { submitted += 1 }
        }
        .onSubmit { submitted += 100 }
    }
}

@MainActor
@Suite struct TextEditorTests {
    private let size = TerminalSize(columns: 6, rows: 4)

    private func session(_ text: String, _ keys: [Key]) -> TerminalSession {
        let session = TerminalSession(host: ViewHost(Notes(notes: text)))
        _ = session.frame(size: size)
        for key in keys {
            _ = session.handle(key)
        }
        return session
    }

    @Test func linesWrapAtTheEdgeBetweenCharacters() {
        #expect(marked(session("one two three\nfour", []), size) == ["one tw", "o thre", "e     ", "Save  "])
    }

    @Test func returnStartsALineAndTypingGoesOnThere() {
        let typed = session("", [.tab, .character("a"), .enter, .character("b")])
        #expect(marked(typed, size) == ["a     ", "b[ ]    ", "      ", "Save  "])
        #expect(typed.host.actionables.first?.kind == .textField)
    }

    @Test func upAndDownMoveARowKeepingTheColumnThenMoveFocusOn() {
        let moved = session("abcdef\nxy", [.tab, .up, .up])
        // From the end of `xy` up: the same column of the row above, then on up there is no row, so focus wraps
        // to the last control.
        #expect(marked(session("abcdef\nxy", [.tab, .up]), size) == ["ab[c]def", "xy    ", "      ", "Save  "])
        #expect(marked(moved, size) == ["abcdef", "xy    ", "      ", "[S][a][v][e]  "])
        let down = session("abcdef\nxy", [.tab, .home, .down])
        #expect(marked(down, size) == ["abcdef", "xy    ", "      ", "[S][a][v][e]  "])
    }

    @Test func homeAndEndGoToTheEndsOfTheInsertionPointsRow() {
        let home = session("abcdefgh", [.tab, .home])
        #expect(marked(home, size) == ["abcdef", "[g]h    ", "      ", "Save  "])
        let end = session("abcdefgh", [.tab, .up, .end])
        #expect(marked(end, size) == ["abcdef", "[g]h    ", "      ", "Save  "])
        let start = session("abcdefgh", [.tab, .up, .home])
        #expect(marked(start, size) == ["[a]bcdef", "gh    ", "      ", "Save  "])
    }

    @Test func theRowOfTheInsertionPointIsScrolledIn() {
        let typed = session("1\n2\n3\n4\n5", [.tab])
        #expect(marked(typed, size) == ["3     ", "4     ", "5[ ]    ", "Save  "])
        #expect(marked(session("1\n2\n3\n4\n5", []), size) == ["1     ", "2     ", "3     ", "Save  "])
    }

    @Test func aFullLastRowPutsTheInsertionPointOnARowOfItsOwn() {
        let typed = session("abcdef", [.tab])
        #expect(marked(typed, size) == ["abcdef", "[ ]     ", "      ", "Save  "])
        _ = typed.handle(.backspace)
        #expect(marked(typed, size) == ["abcde[ ]", "      ", "      ", "Save  "])
    }

    @Test func anEditorFillsItsRoomAndIsTypedIntoByItsIdentifier() {
        let view = VStack(spacing: 0) {
            TextEditor(text: .constant("hi")).accessibilityIdentifier("notes")
            Text("end")
        }
        #expect(renderedLines(view, columns: 5, rows: 3) == ["hi   ", "     ", " end "])
        #expect(renderedLines(view, columns: 5, rows: 3, rtl: true) == ["   hi", "     ", " end "])
        // A script types into it as into a text field: `--type notes=...`.
        let typed = session("a", [])
        #expect(typed.host.typeText("notes", "b\nc"))
        #expect(marked(typed, size) == ["ab    ", "c     ", "      ", "Save  "])
    }

    @Test func returnInAnEditorStartsALineRatherThanSubmitting() {
        let session = TerminalSession(host: ViewHost(Submitted()))
        let size = TerminalSize(columns: 8, rows: 3)
        _ = session.frame(size: size)
        for key: Key in [.tab, .character("a"), .enter, .tab, .character("b"), .enter] {
            _ = session.handle(key)
        }
        // The editor's Return started a line and ran no `onSubmit`; the field's Return submitted it, and focus
        // stayed in it, the last control. The editor shows the row of its insertion point: the second.
        #expect(marked(session, size) == ["a       ", "b[ ]      ", "submitt…"])
        #expect(session.host.resolved.texts == ["submitted 1"])
    }
}

private struct Submitted: View {
    @State var notes = ""
    @State var title = ""
    @State var submitted = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextEditor(text: $notes).frame(width: 8, height: 1)
            TextField("Title", text: $title).frame(width: 8)
            Text("submitted \(submitted)")
        }
        .onSubmit { submitted += 1 }
    }
}
