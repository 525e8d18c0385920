import SpecUI
import Testing

@testable import SpecUITerminal

private struct Notes: View {
    @State private var count: Int = 0

    var body: some View {
        NavigationStack {
            Text("\(count) notes")
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") { count += 1 } }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Share") {}
                        Button("Trash") { count = 0 }
                    }
                    NavigationLink("Info") { Text("About").navigationTitle("Info") }
                }
        }
    }
}

@MainActor
@Suite struct ToolbarTests {
    private func lines(_ host: ViewHost) -> [String] {
        TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 20, rows: 6)).lines
    }

    /// Leading items follow the back button, trailing ones (a bare view among them) sit at the right edge, and the
    /// bottom bar's group sits at the leading edge of the last row.
    @Test func itemsAreDrawnInTheBarRowsAndTapped() {
        let host = ViewHost(Notes())
        #expect(
            lines(host) == [
                "Edit        Add Info", "Notes               ", "                    ", "      0 notes       ",
                "                    ", "Share Trash         ",
            ])
        #expect(host.tap("Add"))
        #expect(host.tap("Add"))
        #expect(lines(host)[3] == "      2 notes       ")
        #expect(host.tap("Trash"))
        #expect(lines(host)[3] == "      0 notes       ")
        // Only the shown level's toolbar is drawn and tapped.
        #expect(host.tap("Info"))
        #expect(
            lines(host) == [
                "‹Notes              ", "Info                ", "                    ", "       About        ",
                "                    ", "                    ",
            ])
        #expect(!host.tap("Add"))
        #expect(host.tap("Back"))
        #expect(host.tap("Add"))
    }

    /// A bar draws a label as its symbol alone, as iOS's bars do, and the title still names it; a style set on
    /// an item wins, and the items of a menu in the bar show their titles.
    @Test func aLabelInABarIsDrawnAsItsSymbol() {
        let view = NavigationStack {
            Text("Plants")
                .toolbar {
                    Button("Add", systemImage: "plus") {}
                    Button("Share", systemImage: "square.and.arrow.up") {}.labelStyle(.titleAndIcon)
                    Menu {
                        Button("By name", systemImage: "star") {}
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
        }
        let host = ViewHost(view)
        let size = TerminalSize(columns: 20, rows: 3)
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "         + ⇪ Share ⇅", "       Plants       ", "                    ",
            ])
        #expect(host.tap("Add"))
        #expect(host.tap("Sort"))
        let menu = TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 20, rows: 5)).lines
        #expect(menu[2] == "   │ ☆ By name │    ")
    }

    @Test func aPrincipalItemIsCenteredAndLeadingItemsFollowTheBackButton() {
        let view = NavigationStack {
            NavigationLink("Go") {
                Text("Body")
                    .toolbar {
                        ToolbarItem(placement: .principal) { Text("Mid") }
                        ToolbarItem(placement: .cancellationAction) { Button("X") {} }
                    }
            }
        }
        let host = ViewHost(view)
        #expect(host.tap("Go"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 19, rows: 3)).lines == [
                "‹Back X Mid        ", "       Body        ", "                   ",
            ])
        #expect(host.tap("X"))
    }

    @Test func aToolbarOutsideAStackIsNeitherDrawnNorTapped() {
        let view = Text("Alone").toolbar { Button("Add") {} }
        let host = ViewHost(view)
        #expect(!host.tap("Add"))
        #expect(TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 5, rows: 1)).lines == ["Alone"])
    }
}
