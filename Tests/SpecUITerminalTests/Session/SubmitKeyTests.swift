import SpecUI
import Testing

@testable import SpecUITerminal

private struct Greeter: View {
    @State private var name = ""
    @State private var greeting = "-"

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
                .onSubmit { greeting = "Hello, \(name)" }
            Button("Clear") { greeting = "-" }
            Text(greeting)
        }
    }
}

/// Three fields bound to one focus state; Return in the first writes `submitTo` to it.
private struct ThreeFields: View {
    enum Field: Hashable { case a, b, c }

    let submitTo: Field?
    @State private var a = ""
    @State private var b = ""
    @State private var c = ""
    @FocusState private var field: Field?

    var body: some View {
        VStack(alignment: .leading) {
            TextField("A", text: $a).focused($field, equals: .a)
                .onSubmit { field = submitTo }
            TextField("B", text: $b).focused($field, equals: .b)
            TextField("C", text: $c).focused($field, equals: .c)
            Text("in \(field.map { "\($0)" } ?? "none")")
        }
    }
}

@MainActor
@Suite struct SubmitKeyTests {
    private let size = TerminalSize(columns: 10, rows: 4)

    /// Return in a field followed by a button submits it and stays in it, as a message field's focus stays once its
    /// text is sent: a letter typed next goes into it, and does not quit.
    @Test func returnInATextFieldSubmitsItAndStaysThere() {
        let session = TerminalSession(host: ViewHost(Greeter()))
        let size = TerminalSize(columns: 16, rows: 3)
        _ = session.frame(size: size)
        _ = session.handle(.tab)
        for character in "Ola" {
            _ = session.handle(.character(character))
        }
        _ = session.handle(.enter)
        #expect(session.host.resolved.texts == ["Clear", "Hello, Ola"])
        #expect(session.focusedLabel == "Name")
        #expect(session.handle(.character("q")) == .handled)
    }

    /// Return in a field followed by another moves on to it, as a form is filled in; from the last, it stays.
    @Test func returnInAFieldFollowedByAFieldMovesOnToIt() {
        let session = TerminalSession(host: ViewHost(ThreeFields(submitTo: nil)))
        _ = session.frame(size: size)
        for key in [Key.tab, .tab, .character("b"), .enter] {
            _ = session.handle(key)
        }
        #expect(session.focusedLabel == "C")
        _ = session.handle(.enter)
        #expect(session.focusedLabel == "C")
    }

    @Test func anOnSubmitWritingTheFocusStateMovesFocusWhereItSays() {
        let session = typing("a", thenReturnThen: "x", submitTo: .c)
        #expect(marked(session, size) == ["a         ", "B         ", "x[ ]        ", "in c      "])
    }

    @Test func anOnSubmitFocusingTheNextFieldLeavesFocusThere() {
        let session = typing("a", thenReturnThen: "x", submitTo: .b)
        #expect(marked(session, size) == ["a         ", "x[ ]        ", "C         ", "in b      "])
    }

    @Test func anOnSubmitFocusingItsOwnFieldKeepsFocusThere() {
        let session = typing("a", thenReturnThen: "x", submitTo: .a)
        #expect(marked(session, size) == ["ax[ ]       ", "B         ", "C         ", "in a      "])
    }

    @Test func anOnSubmitWritingNilDismissesFocusAndTypingGoesNowhere() {
        let session = typing("a", thenReturnThen: "x", submitTo: nil)
        #expect(session.focused == nil)
        #expect(marked(session, size) == ["a         ", "B         ", "C         ", "in none   "])
    }

    @Test func returnInAFieldWhoseActionsLeaveFocusAloneMovesOn() {
        let session = typing("a", thenReturnThen: "x", submitTo: .b)
        _ = session.handle(.enter)
        _ = session.handle(.character("y"))
        #expect(marked(session, size) == ["a         ", "x         ", "y[ ]        ", "in c      "])
    }

    /// Focuses the first field, types `before`, presses Return, then types `after`.
    private func typing(_ before: String, thenReturnThen after: String, submitTo: ThreeFields.Field?)
        -> TerminalSession
    {
        let session = TerminalSession(host: ViewHost(ThreeFields(submitTo: submitTo)))
        _ = session.frame(size: size)
        _ = session.handle(.tab)
        for character in before {
            _ = session.handle(.character(character))
        }
        _ = session.handle(.enter)
        for character in after {
            _ = session.handle(.character(character))
        }
        return session
    }
}
