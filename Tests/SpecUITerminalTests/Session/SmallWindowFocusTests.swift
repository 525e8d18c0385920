import SpecUI
import Testing

@testable import SpecUITerminal

private struct Counter: View {
    @State var count = 0
    @State var name = ""

    var body: some View {
        VStack(spacing: 0) {
            Text("count \(count)")
            Text("name \(name)")
            Button("More") { count += 1 }
            TextField("Name", text: $name)
        }
    }
}

/// A window too small for the view leaves its controls out of the frame, but not out of the view: focus stays on
/// the focused one through keys handled meanwhile, and shows again when the window grows.
@MainActor
@Suite struct SmallWindowFocusTests {
    private let large = TerminalSize(columns: 20, rows: 4)
    private let small = TerminalSize(columns: 20, rows: 1)

    @Test func aFocusedButtonKeepsFocusThroughKeysWhileTheWindowLeavesItOut() {
        let session = TerminalSession(host: ViewHost(Counter()))
        _ = session.frame(size: large)
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "More")
        _ = session.frame(size: small)
        _ = session.handle(.enter)
        #expect(session.focusedLabel == "More")
        _ = session.frame(size: large)
        _ = session.handle(.enter)
        #expect(
            marked(session, large) == [
                "      count 2       ", "       name         ", "        [M][o][r][e]        ", "Name                ",
            ])
    }

    @Test func aFocusedTextFieldKeepsTakingTypingWhileTheWindowLeavesItOut() {
        let session = TerminalSession(host: ViewHost(Counter()))
        _ = session.frame(size: large)
        _ = session.handle(.tab)
        _ = session.handle(.tab)
        _ = session.handle(.character("a"))
        _ = session.frame(size: small)
        _ = session.handle(.character("b"))
        _ = session.frame(size: large)
        _ = session.handle(.character("c"))
        #expect(session.focusedLabel == "Name")
        #expect(session.host.resolved.texts.contains("name abc"))
    }

    /// Tab in a window that shows no control has nowhere to take the focus, which stays.
    @Test func tabInAWindowShowingNoControlKeepsTheFocus() {
        let session = TerminalSession(host: ViewHost(Counter()))
        _ = session.frame(size: large)
        _ = session.handle(.tab)
        _ = session.frame(size: small)
        _ = session.handle(.tab)
        _ = session.handle(.enter)
        #expect(session.focusedLabel == "More")
        _ = session.frame(size: large)
        #expect(session.host.resolved.texts.first == "count 1")
    }
}
