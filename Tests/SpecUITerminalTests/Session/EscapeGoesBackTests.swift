import SpecUI
import Testing

@testable import SpecUITerminal

private struct Mail: View {
    var hidesBack = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Inbox") {
                    List {
                        NavigationLink("Message") { Text("Hello").navigationTitle("Message") }
                    }
                    .navigationTitle("Inbox")
                    .navigationBarBackButtonHidden(hidesBack)
                }
                NavigationLink("Sent") { Text("Nothing sent") }
            }
            .navigationTitle("Mail")
        }
    }
}

/// Escape with nothing presented goes back a level, as the back button does, focus returning to the link that pushed
/// it; at the root, or where the level hides its back button, it does nothing.
@MainActor
@Suite struct EscapeGoesBackTests {
    private let size = TerminalSize(columns: 16, rows: 4)

    @Test func escapeGoesBackALevelAtATime() {
        let session = TerminalSession(host: ViewHost(Mail()))
        _ = session.frame(size: size)
        for key in [Key.tab, .enter, .tab, .enter] {
            _ = session.handle(key)
        }
        #expect(session.frame(size: size).lines()[1] == "Message         ")
        _ = session.handle(.escape)
        #expect(session.frame(size: size).lines()[1] == "Inbox           ")
        #expect(session.focusedLabel == "Message")
        _ = session.handle(.escape)
        #expect(session.frame(size: size).lines()[0] == "Mail            ")
        #expect(session.focusedLabel == "Inbox")
        _ = session.handle(.escape)
        #expect(session.frame(size: size).lines()[0] == "Mail            ")
        #expect(session.focusedLabel == "Inbox")
    }

    /// The back button each level's bar shows stays focused as a level is popped: focus still goes to the link
    /// that pushed the level shown again.
    @Test func theBackButtonGivesFocusToTheLinkItGoesBackTo() {
        let session = TerminalSession(host: ViewHost(Mail()))
        _ = session.frame(size: size)
        for key in [Key.tab, .enter, .tab, .enter] {
            _ = session.handle(key)
        }
        #expect(session.focusedLabel == "Inbox")
        _ = session.handle(.enter)
        #expect(session.focusedLabel == "Message")
        _ = session.handle(.backTab)
        _ = session.handle(.enter)
        #expect(session.focusedLabel == "Inbox")
    }

    @Test func escapeKeepsALevelThatHidesItsBackButton() {
        let host = ViewHost(Mail(hidesBack: true))
        #expect(host.tap("Inbox"))
        #expect(!host.goBack())
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines[0] == "Inbox           ")
    }
}
