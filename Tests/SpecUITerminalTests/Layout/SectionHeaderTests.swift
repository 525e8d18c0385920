import SpecUI
import Testing

@testable import SpecUITerminal

private struct SettingsView: View {
    @State private var count = 1

    var body: some View {
        List {
            Section {
                Text("Sound")
            } header: {
                HStack {
                    Text("Alerts")
                    Text("\(count)")
                }
            }
            Section(header: Text("About")) {
                Button("Add") { count += 1 }
            }
        }
    }
}

@MainActor
@Suite struct SectionHeaderTests {
    @Test func aSectionHeaderBuiltFromViewsIsTheirTextsAndFollowsState() {
        let frame = TerminalRenderer.snapshot(
            SettingsView(), size: TerminalSize(columns: 10, rows: 4), events: [.tap("Add")])
        #expect(frame.lines == ["Alerts 2  ", "Sound     ", "About     ", "Add       "])
        let outside = Section {
            Text("Sound")
        } header: {
            Text("Alerts")
        }
        #expect(
            TerminalRenderer.snapshot(outside, size: TerminalSize(columns: 6, rows: 2)).lines == ["Alerts", "Sound "])
    }

    @Test func aLabelInASectionHeaderDrawsItsIcon() {
        let list = List {
            Section {
                Text("Milk")
            } header: {
                Label("Favorites", systemImage: "star")
            }
        }
        #expect(
            TerminalRenderer.snapshot(list, size: TerminalSize(columns: 12, rows: 2)).lines == [
                "☆ Favorites ", "Milk        ",
            ])
    }
}
