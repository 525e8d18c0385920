import SpecUI
import Testing

@testable import SpecUITerminal

private struct Sorter: View {
    @State private var order = "none"

    var body: some View {
        VStack {
            Text("order \(order)")
            Menu("Sort") {
                Button("By name") { order = "name" }
                Button("By date") { order = "date" }
            }
        }
    }
}

@MainActor
@Suite struct MenuKeysTests {
    private func focusedLabel(_ session: TerminalSession) -> String? {
        session.focusedLabel
    }

    private static let size = TerminalSize(columns: 16, rows: 4)

    /// Sends `key` and draws the frame after it, as the interactive loop does.
    private func press(_ key: Key, _ session: TerminalSession) -> [String] {
        _ = session.handle(key)
        return session.frame(size: Self.size).lines()
    }

    /// A closed menu draws its label alone, as iOS does; Return opens its buttons in a box in the middle of the
    /// screen, focusing the first, Escape closes it, and Return on a button runs it and closes the menu.
    @Test func returnOpensTheMenuAndEscapeClosesIt() {
        let session = TerminalSession(host: ViewHost(Sorter()))
        #expect(
            press(.tab, session) == ["                ", "   order none   ", "      Sort      ", "                "])
        #expect(focusedLabel(session) == "Sort")
        #expect(
            press(.enter, session) == ["  ┌─────────┐   ", "  │ By name │   ", "  │ By date │   ", "  └─────────┘   "])
        #expect(focusedLabel(session) == "By name")
        #expect(press(.escape, session)[2] == "      Sort      ")
        #expect(focusedLabel(session) == "Sort")
        _ = press(.enter, session)
        _ = press(.tab, session)
        #expect(focusedLabel(session) == "By date")
        #expect(press(.enter, session)[1] == "   order date   ")
        #expect(focusedLabel(session) == "Sort")
    }
}
