import SpecUI
import Testing

@testable import SpecUITerminal

private struct Inbox: View {
    @State private var order = "unsorted"

    var body: some View {
        NavigationStack {
            Text(order)
                .navigationTitle("Inbox")
                .toolbar {
                    Menu {
                        Button("By date") { order = "by date" }
                        Menu("More") {
                            Button("By sender") { order = "by sender" }
                        }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
        }
    }
}

@MainActor
@Suite struct MenuDrawingTests {
    /// As on iOS, a menu draws its label alone, here its image's symbol in the toolbar, and an image-only label is
    /// named by its image's name.
    @Test func aMenuDrawsItsLabelAloneAndAnImageLabelNamesItByTheImage() {
        let size = TerminalSize(columns: 16, rows: 4)
        #expect(
            TerminalRenderer.snapshot(Inbox(), size: size).lines == [
                "               …", "Inbox           ", "    unsorted    ", "                ",
            ])
        let sorted = TerminalRenderer.snapshot(Inbox(), size: size, events: [.tap("ellipsis.circle"), .tap("By date")])
        #expect(sorted.unmatchedEvents.isEmpty)
        #expect(sorted.lines[2] == "    by date     ")
        #expect(ViewHost(Inbox()).actionables.map(\.label) == ["ellipsis.circle"])
    }

    /// A menu among a menu's items draws `›` after its label, as iOS marks a submenu, and is named by its label.
    @Test func aSubmenuIsMarkedByAChevron() {
        let size = TerminalSize(columns: 16, rows: 4)
        let open = TerminalRenderer.snapshot(Inbox(), size: size, events: [.tap("ellipsis.circle")])
        // The box is drawn over the screen, which shows dimmed around it.
        #expect(open.lines == ["  ┌─────────┐  …", "In│ By date │   ", "  │ More ›  │   ", "  └─────────┘   "])
        let chosen = TerminalRenderer.snapshot(
            Inbox(), size: size, events: [.tap("ellipsis.circle"), .tap("More"), .tap("By sender")])
        #expect(chosen.unmatchedEvents.isEmpty)
        #expect(chosen.lines[2] == "   by sender    ")
    }

    /// A menu with a primary action draws its label and the `˅` button that opens it side by side.
    @Test func aPrimaryActionMenuDrawsTwoButtons() {
        let menu = Menu("Add") {
            Button("Folder") {}
        } primaryAction: {
        }
        #expect(renderedLines(menu, columns: 9, rows: 1) == ["  Add ˅  "])
    }

    /// An open menu is as wide as its widest item, and a `Divider` in it rules the box, not the screen.
    @Test func aDividerRulesTheOpenMenu() {
        let session = TerminalSession(
            host: ViewHost(
                Menu("Sort") {
                    Button("By name") {}
                    Divider()
                    Button("By date") {}
                }))
        _ = session.host.tap("Sort")
        #expect(
            session.frame(size: TerminalSize(columns: 15, rows: 5)).lines() == [
                "  ┌─────────┐  ",
                "  │ By name │  ",
                "  │ ─────── │  ",
                "  │ By date │  ",
                "  └─────────┘  ",
            ])
    }
}
