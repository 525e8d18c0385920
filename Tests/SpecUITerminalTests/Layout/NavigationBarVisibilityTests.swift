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

    @Test func theOlderSpellingAndOtherBarsDoWhatTheySay() {
        let hidden = NavigationStack { Text("Hi").navigationTitle("T").navigationBarHidden(true) }
        #expect(renderedLines(hidden, columns: 2, rows: 1) == ["Hi"])
        let tabBar = NavigationStack { Text("Hi").navigationTitle("T").toolbar(.hidden, for: .tabBar) }
        #expect(renderedLines(tabBar, columns: 2, rows: 2) == ["T ", "Hi"])
    }
}
