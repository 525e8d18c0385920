import SpecUI
import Testing

@testable import SpecUITerminal

/// Toolbar items as a type of one's own, some shown only while editing.
private struct EditorToolbar: ToolbarContent {
    let isEditing: Bool
    let log: (String) -> Void

    var body: some ToolbarContent {
        ToolbarItem(id: "cancel", placement: .topBarLeading) { Button("Cancel") { log("cancel") } }
        if isEditing {
            ToolbarItem(placement: .topBarTrailing) { Button("Save") { log("save") } }
        }
    }
}

@MainActor
private final class Log {
    var events: [String] = []
}

private struct Editor: View {
    let log: Log
    @State private var isEditing = true

    var body: some View {
        NavigationStack {
            Toggle("Editing", isOn: $isEditing)
                .navigationTitle("Note")
                .toolbar(id: "editor") { EditorToolbar(isEditing: isEditing) { log.events.append($0) } }
                .toolbar { shareItems }
        }
    }

    @ToolbarContentBuilder
    private var shareItems: some ToolbarContent {
        ToolbarItemGroup(placement: .bottomBar) {
            Button("Share") { log.events.append("share") }
        }
    }
}

/// A `ToolbarContent` of one's own and a `@ToolbarContentBuilder` property give a bar their items as
/// `ToolbarItem`s written in place do.
@MainActor
@Suite struct ToolbarContentTests {
    @Test func theItemsOfAToolbarContentTypeAreDrawnAndTappedInTheBar() {
        let log = Log()
        let host = ViewHost(Editor(log: log))
        let lines = TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 24, rows: 5)).lines
        #expect(
            lines == [
                "Cancel              Save", "Note                    ", "Editing              [x]",
                "                        ", "Share                   ",
            ])
        #expect(host.tap("Save"))
        #expect(host.tap("Share"))
        #expect(host.tap("Editing"))
        #expect(!host.tap("Save"))
        #expect(host.tap("Cancel"))
        #expect(log.events == ["save", "share", "cancel"])
    }
}
