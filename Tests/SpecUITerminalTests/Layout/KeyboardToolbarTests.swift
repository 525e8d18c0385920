import SpecUI
import Testing

@testable import SpecUITerminal

private struct Composer: View {
    @State private var name = ""
    @State private var count = 0
    @FocusState private var isEditing: Bool

    var body: some View {
        NavigationStack {
            VStack {
                TextField("Name", text: $name).focused($isEditing)
                Button("Count \(count)") { count += 1 }
            }
            .toolbar {
                ToolbarItem(placement: .destructiveAction) { Button("Erase") { name = "" } }
                ToolbarItem(placement: .bottomBar) { Button("Share") {} }
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Clear") { name = "" }
                    Button("Done") { isEditing = false }
                }
            }
        }
    }
}

@MainActor
@Suite struct KeyboardToolbarTests {
    private func lines(_ host: ViewHost) -> [String] {
        TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 20, rows: 5)).lines
    }

    /// The keyboard's items take the bottom bar's row while the text field has focus, and stay while focus is on
    /// one of them; a destructive action sits at the trailing end of the top bar.
    @Test func theKeyboardBarShowsWhileATextFieldHasFocus() {
        let host = ViewHost(Composer())
        #expect(
            lines(host) == [
                "               Erase", "Name                ", "      Count 0       ", "                    ",
                "Share               ",
            ])
        #expect(!host.tap("Done"))
        #expect(host.focus("Name"))
        #expect(host.typeText("Name", "Ann"))
        #expect(lines(host)[4] == "Clear Done          ")
        #expect(host.actionables.map(\.label) == ["Erase", "Name", "Count 0", "Clear", "Done"])
        // Done takes focus from the field, which hides the bar.
        #expect(host.tap("Done"))
        #expect(host.focusedControl == nil)
        #expect(lines(host)[4] == "Share               ")
        #expect(!host.tap("Clear"))
        // Reached by keys, the bar's controls keep it shown; another control of the view hides it.
        #expect(host.focus("Name"))
        #expect(host.focus("Clear"))
        #expect(lines(host)[4] == "Clear Done          ")
        #expect(host.tap("Clear"))
        #expect(lines(host)[1] == "Name                ")
        #expect(host.focus("Count 0"))
        #expect(lines(host)[4] == "Share               ")
    }
}

private struct SpacedBar: View {
    @FocusState private var isEditing: Bool

    var body: some View {
        NavigationStack {
            TextField("Name", text: .constant("")).focused($isEditing)
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") { isEditing = false }
                    }
                }
        }
    }
}

extension KeyboardToolbarTests {
    /// A `Spacer` among a bar's items places them itself, as on iOS: `Done` after it sits at the trailing edge.
    /// Tab from the text field goes through the keyboard bar's controls, as iOS puts them over the keyboard, then
    /// on from the field; Shift-Tab from the bar's first control goes back to the field.
    @Test func tabFromTheTextFieldGoesThroughTheKeyboardBar() {
        let session = TerminalSession(host: ViewHost(Composer()))
        let size = TerminalSize(columns: 20, rows: 5)
        _ = session.frame(size: size)
        #expect(session.host.focus("Name"))
        _ = session.frame(size: size)
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "Clear")
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "Done")
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "Count 0")
        _ = session.handle(.backTab)
        #expect(session.focusedLabel == "Name")
        _ = session.handle(.tab)
        _ = session.handle(.backTab)
        #expect(session.focusedLabel == "Name")
    }

    @Test func aSpacerBeforeDonePutsItAtTheTrailingEdge() {
        let host = ViewHost(SpacedBar())
        #expect(host.focus("Name"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 20, rows: 4)).lines == [
                "                    ", "Name                ", "                    ", "                Done",
            ])
    }
}
