import SpecUI
import Testing

@testable import SpecUITerminal

/// A section titled by a header and a footer that follows state, then one with only a footer.
private struct MailSettings: View {
    var body: some View {
        List {
            Section {
                Text("Sound")
            } header: {
                Text("Alerts")
            } footer: {
                Text("Plays \(count) times")
            }
            Section {
                Button("Again") { count += 1 }
            } footer: {
                Text("Last")
            }
        }
    }

    @State private var count = 1
}

@MainActor
@Suite struct SectionFooterTests {
    @Test func aFooterIsARowUnderItsSectionsRowsAndFollowsState() {
        let frame = TerminalRenderer.snapshot(
            MailSettings(), size: TerminalSize(columns: 14, rows: 7), events: [.tap("Again")])
        #expect(
            frame.lines == [
                "Alerts        ", "Sound         ", "Plays 2 times ", "              ", "Again         ",
                "Last          ", "              ",
            ])
    }

    @Test func aFooterIsDrawnDimAsAFootnote() {
        let section = Section(header: Text("A"), footer: Text("Note")) {
            Text("Row")
        }
        let frame = TerminalRenderer.snapshot(section, size: TerminalSize(columns: 4, rows: 3), color: .ansi16)
        #expect(frame.lines == ["A   ", "Row ", "Note"])
        #expect(
            frame.ansi.split(separator: "\n").map(String.init) == [
                "\u{1B}[0;1mA\u{1B}[m", "Row", "\u{1B}[0;2mNote\u{1B}[m",
            ])
    }

    @Test func aFormSectionWithATitleAndAFooterDrawsBoth() {
        let form = Form {
            Section("Sync") {
                Toggle("Wi-Fi", isOn: .constant(true))
            } footer: {
                Text("Syncs every hour on Wi-Fi.")
            }
        }
        #expect(
            renderedLines(form, columns: 16, rows: 5) == [
                "Sync            ", "Wi-Fi        [x]", "Syncs every hour", "on Wi-Fi.       ", "                ",
            ])
    }
}
