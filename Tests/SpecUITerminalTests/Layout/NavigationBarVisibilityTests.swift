import SpecUI
import Testing

@testable import SpecUITerminal

private struct Player: View {
    let hidesBar: Bool

    var body: some View {
        NavigationStack {
            Text("Now playing")
                .navigationTitle("Music")
                .toolbar { Button("Queue") {} }
                .toolbar(hidesBar ? .hidden : .visible, for: .navigationBar)
        }
    }
}

@MainActor
@Suite struct NavigationBarVisibilityTests {
    private let size = TerminalSize(columns: 11, rows: 3)

    @Test func aHiddenBarTakesTheTitleAndItsItemsWithIt() {
        #expect(
            renderedLines(Player(hidesBar: false), columns: 11, rows: 3) == [
                "      Queue", "Music      ", "Now playing",
            ])
        #expect(
            renderedLines(Player(hidesBar: true), columns: 11, rows: 3) == [
                "           ", "Now playing", "           ",
            ])
        #expect(!ViewHost(Player(hidesBar: true)).tap("Queue"))
    }

    @Test func theOlderSpellingHidesTheNavigationBarAndATabBarOneOnlyTheTabBar() {
        let hidden = NavigationStack { Text("Hi").navigationTitle("T").navigationBarHidden(true) }
        #expect(renderedLines(hidden, columns: 2, rows: 1) == ["Hi"])
        let tabBar = NavigationStack { Text("Hi").navigationTitle("T").toolbar(.hidden, for: .tabBar) }
        #expect(renderedLines(tabBar, columns: 2, rows: 2) == ["T ", "Hi"])
    }

    @Test func aPushedViewHidesItsTabViewsBarWhileItIsShown() {
        let app = TabView {
            NavigationStack {
                NavigationLink("Detail") { Text("Deep").toolbar(.hidden, for: .tabBar) }
            }
            .tabItem { Text("Home") }
            Text("Other").tabItem { Text("More") }
        }
        let host = ViewHost(app)
        let size = TerminalSize(columns: 14, rows: 4)
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines.last == "[Home]  More  ")
        #expect(host.tap("Detail"))
        let pushed = TerminalRenderer.snapshot(host: host, size: size).lines
        #expect(!pushed.contains { $0.contains("Home") })
        #expect(!host.tap("More"))
        #expect(host.tap("Back"))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines.last == "[Home]  More  ")
    }
}
