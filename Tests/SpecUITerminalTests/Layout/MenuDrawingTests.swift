import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct MenuDrawingTests {
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
