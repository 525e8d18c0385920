import SpecUI
import Testing

@testable import SpecUITerminal

private struct Viewing: View {
    @State private var showsHidden = false

    var body: some View {
        VStack {
            Text(showsHidden ? "all" : "visible")
            Menu("View") {
                Toggle("Hidden", isOn: $showsHidden)
                Button("Reset") { showsHidden = false }
            }
        }
    }
}

@MainActor
@Suite struct MenuToggleTests {
    private let size = TerminalSize(columns: 14, rows: 4)

    /// A toggle in a menu is an item with a checkmark while on; choosing it flips it and closes the menu.
    @Test func aToggleInAMenuIsACheckedItem() {
        let session = TerminalSession(host: ViewHost(Viewing()))
        #expect(session.host.tap("View"))
        #expect(
            session.frame(size: size).lines() == [
                " ┌──────────┐ ", " │   Hidden │ ", " │ Reset    │ ", " └──────────┘ ",
            ])
        #expect(session.host.actionables.map(\.label) == ["Hidden", "Reset"])
        #expect(session.host.tap("Hidden"))
        #expect(session.host.resolved.texts == ["all", "View"])
        #expect(session.host.tap("View"))
        #expect(session.frame(size: size).lines()[1] == " │ ✓ Hidden │ ")
        #expect(session.host.tap("Hidden"))
        #expect(session.host.resolved.texts == ["visible", "View"])
        // The items are the runtime's own views: only the app's view is in the body evaluations.
        #expect(session.host.bodyEvaluations.keys.sorted() == ["Viewing"])
    }
}
