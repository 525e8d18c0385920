import SpecUI
import Testing

@testable import SpecUITerminal

private struct Shortcuts: View {
    @State var log: [String] = []
    @State var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Save") { log.append("save") }.keyboardShortcut("s")
            Button("Save again") { log.append("again") }.keyboardShortcut("s")
            Button("Quit") { log.append("quit") }.keyboardShortcut("q", modifiers: [])
            Button("Done") { log.append("done") }.keyboardShortcut(.defaultAction)
            Button("Cancel") { log.append("cancel") }.keyboardShortcut(.cancelAction)
            Button("Off") { log.append("off") }.keyboardShortcut("o", modifiers: []).disabled(true)
            Group {
                Button("Plain") { log.append("plain") }.keyboardShortcut(nil)
            }
            .keyboardShortcut("p", modifiers: [])
            Text("log: " + log.joined(separator: ","))
            Text("name: " + name)
        }
    }
}

@MainActor
@Suite struct KeyboardShortcutTests {
    private func session(_ keys: [Key]) -> (TerminalSession, [TerminalSession.Outcome]) {
        let session = TerminalSession(host: ViewHost(Shortcuts()))
        _ = session.frame(size: TerminalSize(columns: 20, rows: 12))
        return (session, keys.map { session.handle($0) })
    }

    private func texts(_ session: TerminalSession) -> [String] {
        session.host.resolved.texts.filter { $0.hasPrefix("log:") || $0.hasPrefix("name:") }
    }

    @Test func ctrlAndALetterIsItsCommandShortcutWhereverFocusIs() {
        let (unfocused, _) = session([.control("s")])
        // The first control with the shortcut, in written order, takes it.
        #expect(texts(unfocused) == ["log: save", "name: "])
        let (typing, _) = session([.tab, .character("a"), .control("s")])
        #expect(texts(typing) == ["log: save", "name: a"])
    }

    @Test func aCharacterIsAShortcutOutsideATextFieldAndTextInsideOne() {
        let (outside, outcomes) = session([.character("q")])
        #expect(texts(outside) == ["log: quit", "name: "])
        #expect(outcomes == [.handled])
        let (inside, _) = session([.tab, .character("q")])
        #expect(texts(inside) == ["log: ", "name: q"])
    }

    @Test func returnIsTheDefaultActionWhereNothingIsFocusedAndEscapeTheCancelAction() {
        let (unfocused, _) = session([.enter, .escape])
        #expect(texts(unfocused) == ["log: done,cancel", "name: "])
        // A focused button takes Return itself.
        let (focused, _) = session([.tab, .tab, .enter])
        #expect(texts(focused) == ["log: save", "name: "])
    }

    @Test func aDisabledControlOrOneWhoseShortcutIsTakenAwayIsNotActivated() {
        let (pressed, _) = session([.character("o"), .character("p")])
        #expect(texts(pressed) == ["log: ", "name: "])
    }

    @Test func theHostActivatesTheFirstEnabledControlWithAShortcut() {
        let host = ViewHost(Shortcuts())
        #expect(host.performShortcut([KeyboardShortcut("s")]))
        #expect(host.performShortcut([KeyboardShortcut("x")]) == false)
        #expect(host.actionables.first { $0.label == "Quit" }?.keyboardShortcut == KeyboardShortcut("q", modifiers: []))
        #expect(host.actionables.first { $0.label == "Plain" }?.keyboardShortcut == nil)
        #expect(host.resolved.texts.contains("log: save"))
    }
}
