import SpecUI
import Testing

private struct BadgeCount: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

private struct Mailbox: View {
    let name: String
    @State private var unread: Int

    init(name: String, unread: Int) {
        self.name = name
        _unread = State(initialValue: unread)
    }

    var body: some View {
        Button("\(name) \(unread)") { unread = 0 }
            .preference(key: BadgeCount.self, value: unread)
    }
}

private struct Mail: View {
    @State private var total = -1
    @State private var changes = 0

    var body: some View {
        VStack {
            Text("total \(total), heard \(changes)")
            VStack {
                Mailbox(name: "Inbox", unread: 3)
                Mailbox(name: "Work", unread: 2)
                // An outer value stands for the ones set inside.
                Mailbox(name: "Spam", unread: 40).preference(key: BadgeCount.self, value: 0)
            }
            .onPreferenceChange(BadgeCount.self) { value in
                total = value
                changes += 1
            }
        }
    }
}

private struct Quiet: View {
    @State private var heard: [Int] = []

    var body: some View {
        VStack {
            Text("heard \(heard)")
            Text("none").preference(key: BadgeCount.self, value: 0)
        }
        .onPreferenceChange(BadgeCount.self) { heard.append($0) }
    }
}

private struct Capped: View {
    @State private var total = 0

    var body: some View {
        VStack {
            Text("total \(total)")
            Text("a").preference(key: BadgeCount.self, value: 70)
            Text("b").preference(key: BadgeCount.self, value: 50)
        }
        .transformPreference(BadgeCount.self) { $0 = min($0, 99) }
        .onPreferenceChange(BadgeCount.self) { total = $0 }
    }
}

@MainActor
@Suite struct PreferenceTests {
    /// The values set inside are reduced in order, and the action hears the sum once the first update settles.
    @Test func theActionHearsTheCombinedValueAsItChanges() {
        let host = ViewHost(Mail())
        #expect(host.resolved.texts == ["total 5, heard 1", "Inbox 3", "Work 2", "Spam 40"])
        #expect(host.bodyEvaluations["Mail"] == 2)
        #expect(host.tap("Inbox 3"))
        #expect(host.resolved.texts == ["total 2, heard 2", "Inbox 0", "Work 2", "Spam 40"])
        #expect(host.bodyEvaluations == ["Mail": 3, "Mailbox": 4])
        // A change inside that leaves the combined value as it was is not heard.
        #expect(host.tap("Spam 40"))
        #expect(host.resolved.texts == ["total 2, heard 2", "Inbox 0", "Work 2", "Spam 0"])
        #expect(host.bodyEvaluations["Mail"] == 3)
    }

    @Test func aValueEqualToTheDefaultIsNotAChange() {
        let host = ViewHost(Quiet())
        #expect(host.resolved.texts == ["heard []", "none"])
        #expect(host.bodyEvaluations["Quiet"] == 1)
    }

    @Test func aTransformChangesTheValueHandedUp() {
        let host = ViewHost(Capped())
        #expect(host.resolved.texts == ["total 99", "a", "b"])
    }
}
