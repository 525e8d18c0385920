import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ListRowBadgeTests {
    @Test func aListRowDrawsItsBadgeAtItsTrailingEdge() {
        let list = List {
            Text("Inbox").badge(5)
            Label("Drafts", systemImage: "doc").badge("New")
            Text("Sent").badge(0)
            Text("Spam").badge(Text("Many"))
        }
        #expect(
            renderedLines(list, columns: 16, rows: 4) == [
                "Inbox          5", "📄 Drafts    New", "Sent            ", "Spam        Many",
            ])
    }

    @Test func aLinkRowWithABadgeIsDrawnAsALinkRow() {
        let size = TerminalSize(columns: 12, rows: 1)
        let link = NavigationStack {
            List { NavigationLink("Inbox") { Text("Mail") }.badge(3) }
        }
        // The badge comes before the link's chevron; the title is in the colors around it, not the accent color.
        #expect(TerminalRenderer.snapshot(link, size: size).lines == ["Inbox    3 ›"])
        #expect(TerminalRenderer.snapshot(link, size: size, color: .ansi256).ansi.hasPrefix("Inbox    \u{1B}"))
    }

    @Test func aBadgeOutsideAListDrawsTheViewAsItIs() {
        #expect(renderedLines(VStack { Text("Inbox").badge(5) }, columns: 7, rows: 1) == [" Inbox "])
    }
}
