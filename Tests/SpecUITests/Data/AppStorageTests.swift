import Foundation
import SpecUI
import Testing

private enum Theme: String {
    case system, dark
}

private struct Greeting: View {
    let store: UserDefaults
    @AppStorage var name: String
    @AppStorage var theme: Theme

    init(store: UserDefaults) {
        self.store = store
        _name = AppStorage(wrappedValue: "Guest", "name", store: store)
        _theme = AppStorage(wrappedValue: .system, "theme", store: store)
    }

    var body: some View {
        VStack {
            Text("Hello \(name), \(theme.rawValue)")
            Button("Sign in") { name = "Ann" }
            Button("Dark") { theme = .dark }
        }
    }
}

private struct NameEcho: View {
    @AppStorage var name: String

    init(store: UserDefaults) {
        _name = AppStorage(wrappedValue: "Guest", "name", store: store)
    }

    var body: some View { Text("Echo \(name)") }
}

private struct Unrelated: View {
    var body: some View { Text("Static") }
}

private struct SoundSettings: View {
    @AppStorage var sounds: Bool
    @AppStorage var nickname: String?

    init(store: UserDefaults) {
        _sounds = AppStorage(wrappedValue: true, "sounds", store: store)
        _nickname = AppStorage("nickname", store: store)
    }

    var body: some View {
        VStack {
            Toggle("Sounds", isOn: $sounds)
            Text(nickname ?? "no nickname")
            Button("Name") { nickname = "Al" }
            Button("Clear") { nickname = nil }
        }
    }
}

/// As an app writes it, in the standard store.
private struct LaunchCounter: View {
    @AppStorage("specui.tests.launchCount") private var launches = 0

    var body: some View {
        Button("Launches \(launches)") { launches += 1 }
    }
}

/// An `@AppStorage` that names no store, as a view inside `defaultAppStorage(_:)` writes it.
private struct Visits: View {
    @AppStorage("specui.tests.visits") private var visits = 0

    var body: some View {
        Button("Visits \(visits)") { visits += 1 }
    }
}

/// Switches the store the views inside keep their values in.
private struct StoreSwitcher: View {
    let first: UserDefaults
    let second: UserDefaults
    @State private var usesSecond = false

    var body: some View {
        VStack {
            Visits()
            Greeting(store: first)
            Button("Switch") { usesSecond.toggle() }
        }
        .defaultAppStorage(usesSecond ? second : first)
    }
}

@MainActor
@Suite final class AppStorageTests {
    /// The stores this test made, removed with their files when it ends.
    private var suites: [String] = []

    /// A store of its own for each test, so that tests running together do not share keys.
    private func freshStore() -> UserDefaults {
        let suite = "specui-tests-\(UUID().uuidString)"
        suites.append(suite)
        return UserDefaults(suiteName: suite)!
    }

    /// The file Foundation keeps `suite`'s values in on Linux.
    static func file(of suite: String) -> String {
        let configuration =
            ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config").path
        return configuration + "/" + suite + ".plist"
    }

    // What the test wrote is saved now, so that no later save writes it, and then removed.
    isolated deinit {
        ViewHost.saveAppStorage()
        for suite in suites {
            UserDefaults.standard.removePersistentDomain(forName: suite)
            try? FileManager.default.removeItem(atPath: Self.file(of: suite))
        }
    }

    @Test func aViewWithoutAStoreKeepsItsValueInTheDefaultStoreAroundIt() {
        UserDefaults.standard.removeObject(forKey: "specui.tests.visits")
        let store = freshStore()
        let host = ViewHost(Visits().defaultAppStorage(store))
        #expect(host.tap("Visits 0"))
        #expect(host.resolved.texts == ["Visits 1"])
        #expect(store.integer(forKey: "specui.tests.visits") == 1)
        #expect(UserDefaults.standard.object(forKey: "specui.tests.visits") == nil)
    }

    @Test func anotherDefaultStoreEvaluatesItsReadersAgainAndANamedStoreStays() {
        let first = freshStore()
        let second = freshStore()
        second.set(7, forKey: "specui.tests.visits")
        second.set("Cy", forKey: "name")
        let host = ViewHost(StoreSwitcher(first: first, second: second))
        #expect(host.tap("Visits 0"))
        #expect(host.resolved.texts.prefix(2) == ["Visits 1", "Hello Guest, system"])
        let evaluations = host.bodyEvaluations
        #expect(host.tap("Switch"))
        // Visits reads the new store; Greeting names its store, so it neither changes nor runs again.
        #expect(host.resolved.texts.prefix(2) == ["Visits 7", "Hello Guest, system"])
        #expect(host.bodyEvaluations["Visits"] == evaluations["Visits"]! + 1)
        #expect(host.bodyEvaluations["Greeting"] == evaluations["Greeting"])
        #expect(host.tap("Visits 7"))
        #expect(second.integer(forKey: "specui.tests.visits") == 8)
        #expect(first.integer(forKey: "specui.tests.visits") == 1)
    }

    @Test func theStandardStoreIsTheDefault() {
        UserDefaults.standard.removeObject(forKey: "specui.tests.launchCount")
        let host = ViewHost(LaunchCounter())
        #expect(host.tap("Launches 0"))
        #expect(host.resolved.texts == ["Launches 1"])
        #expect(UserDefaults.standard.integer(forKey: "specui.tests.launchCount") == 1)
    }

    @Test func aViewShowsTheDefaultUntilItWritesTheKey() {
        let store = freshStore()
        let host = ViewHost(Greeting(store: store))
        #expect(host.resolved.texts.first == "Hello Guest, system")
        #expect(host.tap("Sign in"))
        #expect(host.tap("Dark"))
        #expect(host.resolved.texts.first == "Hello Ann, dark")
        #expect(store.string(forKey: "name") == "Ann")
        #expect(store.string(forKey: "theme") == "dark")
    }

    @Test func aValueAlreadyInTheStoreIsRead() {
        let store = freshStore()
        store.set("Bea", forKey: "name")
        #expect(ViewHost(Greeting(store: store)).resolved.texts.first == "Hello Bea, system")
    }

    @Test func everyViewReadingTheKeyIsEvaluatedAgainAndNoOther() {
        let store = freshStore()
        let host = ViewHost(
            VStack {
                Greeting(store: store)
                NameEcho(store: store)
                Unrelated()
            })
        #expect(host.bodyEvaluations == ["Greeting": 1, "NameEcho": 1, "Unrelated": 1])
        #expect(host.tap("Sign in"))
        #expect(host.resolved.texts.contains("Echo Ann"))
        #expect(host.bodyEvaluations == ["Greeting": 2, "NameEcho": 2, "Unrelated": 1])
    }

    @Test func aBindingAndAnOptionalWriteAndRemoveTheKey() {
        let store = freshStore()
        let host = ViewHost(SoundSettings(store: store))
        #expect(host.tap("Sounds"))
        #expect(store.object(forKey: "sounds") as? Bool == false)
        #expect(host.tap("Name"))
        #expect(host.resolved.texts.contains("Al"))
        #expect(host.tap("Clear"))
        #expect(store.object(forKey: "nickname") == nil)
        #expect(host.resolved.texts.contains("no nickname"))
    }
}

extension AppStorageTests {
    /// What `@AppStorage` wrote is saved to the store's file when asked (a terminal session asks as it ends), so
    /// that it is there the next time the program runs, as an iOS app's is.
    @Test func writtenStoresAreSavedToTheirFiles() throws {
        let suite = "specui-tests-\(UUID().uuidString)"
        suites.append(suite)
        let store = try #require(UserDefaults(suiteName: suite))
        let file = Self.file(of: suite)
        let host = ViewHost(Greeting(store: store))
        #expect(host.tap("Sign in"))
        ViewHost.saveAppStorage()
        let saved = try #require(FileManager.default.contents(atPath: file))
        let values = try PropertyListSerialization.propertyList(from: saved, format: nil) as? [String: Any]
        #expect(values?["name"] as? String == "Ann")
    }
}
