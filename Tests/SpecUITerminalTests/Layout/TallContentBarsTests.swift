import SpecUI
import Testing

@testable import SpecUITerminal

/// Twelve lines, taller than the screens below.
private struct Lines: View {
    var body: some View {
        VStack {
            ForEach(0..<12) { index in
                Text("Line \(index)")
            }
        }
    }
}

@MainActor
@Suite struct TallContentBarsTests {
    private let size = TerminalSize(columns: 20, rows: 8)

    @Test func aNavigationStackKeepsItsBarsAndClipsTallContentBetweenThem() {
        let stack = NavigationStack {
            Lines()
                .navigationTitle("Title")
                .toolbar {
                    Button("Add") {}
                    ToolbarItem(placement: .bottomBar) { Button("Share") {} }
                }
        }
        // The content is centered in the five rows between the bars, as SwiftUI centers it in the safe area, and
        // clipped to them.
        #expect(
            TerminalRenderer.snapshot(stack, size: size).lines == [
                "                 Add", "Title               ", "      Line 3        ", "      Line 4        ",
                "      Line 5        ", "      Line 6        ", "      Line 7        ", "Share               ",
            ])
        let host = ViewHost(stack)
        #expect(host.tap("Add"))
        #expect(host.tap("Share"))
    }

    @Test func aTabViewKeepsItsTabBarUnderTallContent() {
        let tabs = TabView {
            Lines().tabItem { Text("Home") }
            Text("Settings").tabItem { Text("Settings") }
        }
        #expect(
            TerminalRenderer.snapshot(tabs, size: size).lines == [
                "      Line 3        ", "      Line 4        ", "      Line 5        ", "      Line 6        ",
                "      Line 7        ", "      Line 8        ", "────────────────────", " [Home]  Settings   ",
            ])
    }

    @Test func aScrollViewBetweenTheBarsStillScrolls() {
        let stack = NavigationStack {
            ScrollView { Lines() }.navigationTitle("Title")
        }
        #expect(
            TerminalRenderer.snapshot(stack, size: TerminalSize(columns: 20, rows: 4)).lines == [
                "Title               ", "      Line 0        ", "      Line 1        ", "      Line 2        ",
            ])
    }

    /// Content wider than the screen is centered between the bars and clipped, the bars staying at the screen's
    /// width: a pushed level keeps its back button in view.
    @Test func wideContentLeavesTheBarsAtTheScreensWidth() {
        let wide = Text("<-5->twenty in the middle<-5->").fixedSize()
        let stack = NavigationStack {
            List {
                NavigationLink("Open") { wide.navigationTitle("Detail") }
            }
            .navigationTitle("Home")
            .toolbar { Button("Edit") {} }
        }
        let host = ViewHost(stack)
        #expect(host.tap("Open"))
        let size = TerminalSize(columns: 20, rows: 4)
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "‹Home               ", "Detail              ", "twenty in the middle", "                    ",
            ])
        #expect(host.tap("Home"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines.prefix(2) == [
                "                Edit", "Home                ",
            ])
        let tabs = TabView { wide.tabItem { Text("Home") } }
        #expect(
            TerminalRenderer.snapshot(tabs, size: TerminalSize(columns: 20, rows: 3)).lines == [
                "twenty in the middle", "────────────────────", "       [Home]       ",
            ])
    }
}
