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
    }
}

/// Three pages swiped through, the shown one's number drawn under them.
private struct Onboarding: View {
    @State private var page = 1
    var mode = PageTabViewStyle.IndexDisplayMode.automatic

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $page) {
                Text("Welcome").tag(1)
                Text("Sync").tag(2)
                Text("Done").tag(3)
            }
            .tabViewStyle(.page(indexDisplayMode: mode))
            Text("page \(page)")
        }
    }
}

@MainActor
@Suite struct TabViewTests {
    private let size = TerminalSize(columns: 24, rows: 6)

    /// Right to left, the tab bar runs from the right, and the shown item still opens its brackets on the left.
    @Test func aTabBarRightToLeftKeepsItsBrackets() {
        #expect(renderedLines(MailTabs(), columns: 24, rows: 6, rtl: true).last == "   Drafts  [2 Inbox ⌂]  ")
    }

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

    /// A bar too narrow for its items' titles keeps each on one line, shortened, as iOS draws it.
    @Test func aNarrowTabBarShortensItsTitlesOnOneLine() {
        // Each item is offered an equal share of the bar, as iOS gives its items equal widths.
        #expect(renderedLines(MailTabs(), columns: 18, rows: 4)[3] == "[⌂ I… 2]  Drafts  ")
        #expect(renderedLines(MailTabs(), columns: 16, rows: 4)[3] == "[⌂ … 2]  Drafts ")
    }

    /// As SwiftUI draws a page-style tab view, the shown page fills the room over a row of page-indicator dots,
    /// the shown page's filled, and there is no tab bar.
    @Test func aPageStyleTabViewDrawsPageDotsAndNoTabBar() {
        let size = TerminalSize(columns: 12, rows: 5)
        #expect(
            renderedLines(Onboarding(), columns: 12, rows: 5) == [
                "            ", "  Welcome   ", "            ", "   ● ○ ○    ", "   page 1   ",
            ])
        #expect(renderedLines(Onboarding(), columns: 12, rows: 5, rtl: true)[3] == "    ○ ○ ●   ")
        // Focused, the arrows show the next and previous page, stopping at the ends, and Return goes on from the
        // last page to the first.
        let pages = { (events: [ScriptedEvent]) in
            TerminalRenderer.snapshot(Onboarding(), size: size, events: [.key(.tab)] + events).lines
        }
        #expect(
            pages([.key(.right)]) == ["            ", "    Sync    ", "            ", "   ○ ● ○    ", "   page 2   "])
        #expect(pages([.key(.right), .key(.right), .key(.right)])[3...4] == ["   ○ ○ ●    ", "   page 3   "])
        #expect(pages([.key(.right), .key(.left), .key(.left)])[3...4] == ["   ● ○ ○    ", "   page 1   "])
        #expect(pages([.key(.enter), .key(.enter), .key(.enter)])[3...4] == ["   ● ○ ○    ", "   page 1   "])
        // The indicator is named "Page"; its value says which page shows, as VoiceOver reads it.
        let tapped = TerminalRenderer.snapshot(Onboarding(), size: size, events: [.tap("Page"), .increment("Page")])
        #expect(tapped.unmatchedEvents.isEmpty)
        #expect(tapped.lines[1...4] == ["    Done    ", "            ", "   ○ ○ ●    ", "   page 3   "])
        let host = ViewHost(Onboarding())
        #expect(host.actionable("Page")?.accessibilityValue == "page 1 of 3")
    }

    @Test func aPageIndicatorShownNeverIsNotDrawnAndOneAlwaysShownIsDrawnForOnePage() {
        #expect(
            renderedLines(Onboarding(mode: .never), columns: 12, rows: 4) == [
                "            ", "  Welcome   ", "            ", "   page 1   ",
            ])
        #expect(ViewHost(Onboarding(mode: .never)).actionable("Page") == nil)
        let single = TabView { Text("Only") }.tabViewStyle(.page)
        #expect(renderedLines(single, columns: 6, rows: 2) == [" Only ", "      "])
        let always = TabView { Text("Only") }.tabViewStyle(.page(indexDisplayMode: .always))
        #expect(renderedLines(always, columns: 6, rows: 2) == [" Only ", "  ●   "])
    }

    /// A terminal draws the page dots without a background, so the index's style changes nothing drawn.
    @Test func aPagedTabViewsIndexStyleDrawsItAsItIs() {
        let styled = Onboarding()
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .indexViewStyle(.page)
            .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .interactive))
        #expect(renderedLines(styled, columns: 12, rows: 5) == renderedLines(Onboarding(), columns: 12, rows: 5))
    }
}
