import SpecUI
import Testing

private enum Screen: Hashable {
    case home, settings
}

/// A tab with state of its own, counting its appearances in a log the test reads.
private struct Counter: View {
    let name: String
    let log: Log
    @State private var count = 0

    var body: some View {
        Button("\(name) \(count)") { count += 1 }
            .onAppear { log.lines.append("appear \(name)") }
            .onDisappear { log.lines.append("disappear \(name)") }
    }
}

/// A view that reads nothing of the selection.
private struct Footer: View {
    var body: some View {
        Text("footer")
    }
}

@MainActor
private final class Log {
    var lines: [String] = []
}

private struct Tabs: View {
    let log: Log

    var body: some View {
        TabView {
            Counter(name: "Home", log: log)
                .tabItem { Label("Home", systemImage: "house") }
            Counter(name: "Mail", log: log)
                .tabItem { Text("Mail") }
                .badge(3)
        }
    }
}

private struct SelectedTabs: View {
    let log: Log
    @State private var screen = Screen.settings

    var body: some View {
        VStack {
            Text("on \(screen == .home ? "home" : "settings")")
            TabView(selection: $screen) {
                Counter(name: "Home", log: log)
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(Screen.home)
                Counter(name: "Settings", log: log)
                    .tag(Screen.settings)
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
            Footer()
        }
    }
}

private struct NewTabs: View {
    @State private var screen = Screen.home

    var body: some View {
        TabView(selection: $screen) {
            Tab("Home", systemImage: "house", value: Screen.home) { Text("home page") }
            Tab("Settings", systemImage: "gear", value: Screen.settings) { Text("settings page") }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

/// A tab holding a navigation stack, whose root pushes a detail view.
private struct StackTabs: View {
    let log: Log

    var body: some View {
        TabView {
            NavigationStack {
                NavigationLink("Open") { Counter(name: "Detail", log: log) }
                    .onAppear { log.lines.append("appear Root") }
                    .onDisappear { log.lines.append("disappear Root") }
            }
            .tabItem { Text("Home") }
            Counter(name: "Mail", log: log)
                .tabItem { Text("Mail") }
        }
    }
}

@MainActor
@Suite struct TabViewTests {
    @Test func theFirstTabIsShownAndTappingAnItemShowsItsTab() {
        let host = ViewHost(Tabs(log: Log()))
        #expect(host.resolved.texts == ["Home 0", "[", "Home", "]", " ", "Mail", " 3", " "])
        #expect(host.actionables.map(\.label) == ["Home 0", "Home", "Mail"])
        #expect(host.tap("Mail"))
        #expect(host.resolved.texts.first == "Mail 0")
        // The hidden tab's controls are not there to tap.
        #expect(!host.tap("Home 0"))
    }

    @Test func aHiddenTabKeepsItsState() {
        let host = ViewHost(Tabs(log: Log()))
        #expect(host.tap("Home 0"))
        #expect(host.tap("Mail"))
        #expect(host.tap("Mail 0"))
        #expect(host.tap("Home"))
        #expect(host.resolved.texts.first == "Home 1")
        #expect(host.tap("Mail"))
        #expect(host.resolved.texts.first == "Mail 1")
    }

    /// Only the shown tab appears; switching runs the hidden tab's onDisappear, then the shown one's onAppear.
    @Test func switchingTabsRunsDisappearAndAppearActions() {
        let log = Log()
        let host = ViewHost(Tabs(log: log))
        #expect(log.lines == ["appear Home"])
        #expect(host.tap("Mail"))
        #expect(log.lines == ["appear Home", "disappear Home", "appear Mail"])
        #expect(host.tap("Mail"))
        #expect(host.tap("Home"))
        #expect(log.lines == ["appear Home", "disappear Home", "appear Mail", "disappear Mail", "appear Home"])
    }

    /// A level covered by a pushed view stays out of sight when its tab is hidden and shown again.
    @Test func switchingTabsLeavesACoveredLevelAlone() {
        let log = Log()
        let host = ViewHost(StackTabs(log: log))
        #expect(host.tap("Open"))
        #expect(log.lines == ["appear Root", "disappear Root", "appear Detail"])
        log.lines = []
        #expect(host.tap("Mail"))
        #expect(host.tap("Home"))
        #expect(log.lines == ["disappear Detail", "appear Mail", "disappear Mail", "appear Detail"])
    }

    @Test func theSelectionShowsItsTaggedTabAndTappingWritesIt() {
        let log = Log()
        let host = ViewHost(SelectedTabs(log: log))
        #expect(host.resolved.texts.prefix(2) == ["on settings", "Settings 0"])
        #expect(log.lines == ["appear Settings"])
        #expect(host.bodyEvaluations["Counter"] == 2)
        #expect(host.tap("Home"))
        #expect(host.resolved.texts.prefix(2) == ["on home", "Home 0"])
        #expect(log.lines == ["appear Settings", "disappear Settings", "appear Home"])
        // The view holding the selection runs its body again; the tabs and the footer, whose inputs are the same,
        // do not.
        #expect(host.bodyEvaluations["SelectedTabs"] == 2)
        #expect(host.bodyEvaluations["Counter"] == 2)
        #expect(host.bodyEvaluations["Footer"] == 1)
    }

    @Test func aTabWithAValueIsTaggedWithIt() {
        let host = ViewHost(NewTabs())
        #expect(host.resolved.texts.first == "home page")
        #expect(host.actionables.map(\.label) == ["Home", "Settings"])
        #expect(host.tap("Settings"))
        #expect(host.resolved.texts.first == "settings page")
    }
}

/// A tab whose stack pushes by value onto a bound path, and one whose stack pushes by view.
private struct StackedTabs: View {
    @State private var path: [Int] = []

    var body: some View {
        TabView {
            NavigationStack(path: $path) {
                NavigationLink("Open 1", value: 1)
                    .navigationDestination(for: Int.self) { number in
                        NavigationLink("Deeper") { Text("deep \(number)") }
                    }
            }
            .tabItem { Text("Values") }
            NavigationStack {
                NavigationLink("Open") { Text("opened") }
            }
            .tabItem { Text("Views") }
        }
    }
}

extension TabViewTests {
    /// Choosing the tab shown already takes its stack back to the root, the bound path emptied, as iOS does.
    @Test func choosingTheShownTabAgainGoesBackToItsStacksRoot() {
        let host = ViewHost(StackedTabs())
        #expect(host.tap("Open 1"))
        #expect(host.tap("Deeper"))
        #expect(host.resolved.texts.contains("deep 1"))
        #expect(host.tap("Values"))
        #expect(host.actionables.map(\.label) == ["Open 1", "Values", "Views"])
        // Another tab's stack is left as it is when its tab is chosen from elsewhere.
        #expect(host.tap("Views"))
        #expect(host.tap("Open"))
        #expect(host.tap("Values"))
        #expect(host.tap("Views"))
        #expect(host.resolved.texts.contains("opened"))
    }
}
