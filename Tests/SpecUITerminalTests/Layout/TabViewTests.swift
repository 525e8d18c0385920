import SpecUI
import Testing

@testable import SpecUITerminal

/// A tab with state of its own: how many messages of its folder were read.
private struct Inbox: View {
    let folder: String
    @State private var read = 0

    var body: some View {
        Button("\(folder) \(read)") { read += 1 }
    }
}

private struct MailTabs: View {
    var body: some View {
        TabView {
            Inbox(folder: "Read")
                .tabItem { Label("Inbox", systemImage: "house") }
                .badge(2)
            Text("No drafts")
                .tabItem { Text("Drafts") }
        }
        .tabViewStyle(.page)
    }
}

@MainActor
@Suite struct TabViewTests {
    private let size = TerminalSize(columns: 24, rows: 6)

    /// The shown tab fills the room above a divider and the tab bar, whose shown item is in brackets.
    @Test func theShownTabFillsTheScreenAboveTheTabBar() {
        let host = ViewHost(MailTabs())
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "                        ", "         Read 0         ", "                        ",
                "                        ", "────────────────────────", "  [⌂ Inbox 2]  Drafts   ",
            ])
        #expect(host.tap("Read 0"))
        #expect(host.tap("Drafts"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "                        ", "       No drafts        ", "                        ",
                "                        ", "────────────────────────", "   ⌂ Inbox 2  [Drafts]  ",
            ])
        // The hidden tab kept its state.
        #expect(host.tap("Inbox"))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines[1] == "         Read 1         ")
    }

    /// A terminal's tab view draws its tab bar, not a page index, so the index's style changes nothing drawn.
    @Test func aPagedTabViewsIndexStyleDrawsItAsItIs() {
        let styled = MailTabs()
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .indexViewStyle(.page)
            .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .interactive))
        #expect(
            TerminalRenderer.snapshot(styled, size: size).lines == [
                "                        ", "         Read 0         ", "                        ",
                "                        ", "────────────────────────", "  [⌂ Inbox 2]  Drafts   ",
            ])
    }
}
