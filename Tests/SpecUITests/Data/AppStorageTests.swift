import Foundation
import SpecUI
import Testing

/// A store of its own for each test, so that tests running together do not share keys.
private func freshStore() -> UserDefaults {
    UserDefaults(suiteName: "specui-tests-\(UUID().uuidString)")!
}

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

@MainActor
@Suite struct AppStorageTests {
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
