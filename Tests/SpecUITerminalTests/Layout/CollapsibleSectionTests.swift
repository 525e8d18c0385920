import SpecUI
import Testing

@testable import SpecUITerminal

private struct Archive: View {
    @State private var showsArchive = true
    @State private var showsTrash = false

    var body: some View {
        List {
            Section("Archive", isExpanded: $showsArchive) {
                Text("Old")
                Button("Older") {}
            }
            Section(isExpanded: $showsTrash) {
                Text("Junk")
            } header: {
                Text("Trash")
            }
        }
    }
}

@MainActor
@Suite struct CollapsibleSectionTests {
    private func lines(_ host: ViewHost) -> [String] {
        TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 12, rows: 5)).lines
    }

    /// The header is a button that expands or collapses the section, its rows shown only while expanded, and its
    /// control comes before the rows'.
    @Test func aHeaderExpandsAndCollapsesItsSection() {
        let host = ViewHost(Archive())
        #expect(lines(host) == ["▾ Archive   ", "Old         ", "Older       ", "▸ Trash     ", "            "])
        #expect(host.actionables.map(\.label) == ["Archive", "Older", "Trash"])
        #expect(host.tap("Archive"))
        #expect(lines(host) == ["▸ Archive   ", "▸ Trash     ", "            ", "            ", "            "])
        #expect(!host.tap("Older"))
        #expect(host.tap("Trash"))
        #expect(lines(host) == ["▸ Archive   ", "▾ Trash     ", "Junk        ", "            ", "            "])
        let buffer = TerminalSession(host: host).frame(size: TerminalSize(columns: 12, rows: 5))
        #expect(buffer[2, 1].character == "T" && buffer[2, 1].style.bold && buffer[2, 1].style.foreground == nil)
    }

    /// Outside a list the header is drawn over the rows, as a section's title is.
    @Test func outsideAListTheHeaderIsOverTheRows() {
        let section = Section("Recent", isExpanded: .constant(true)) { Text("Today") }
        #expect(renderedLines(section, columns: 8, rows: 2) == ["▾ Recent", "Today   "])
        let collapsed = Section("Recent", isExpanded: .constant(false)) { Text("Today") }
        #expect(renderedLines(collapsed, columns: 8, rows: 2) == ["▸ Recent", "        "])
    }
}
