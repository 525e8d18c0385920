import SpecUI
import Testing

/// A search field whose results follow the query, computed once on appearance too.
private struct SearchView: View {
    @State private var query = "a"
    @State private var log: [String] = []

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .onChange(of: query, initial: true) { old, new in log.append("\(old)->\(new)") }
                .onChange(of: query, initial: true) { log.append("again") }
                .onChange(of: query) { newValue in log.append("new \(newValue)") }
            Text(log.joined(separator: "; "))
        }
    }
}

/// A limit that starts set, watched without `initial`.
private struct LimitView: View {
    @State private var limit: Int? = 3
    @State private var log = ""

    var body: some View {
        VStack {
            Text("log=\(log)")
                .onChange(of: limit) { old, new in log += "\(String(describing: old))->\(String(describing: new)) " }
            Button("Clear") { limit = nil }
        }
    }
}

@MainActor
@Suite struct OnChangeTests {
    /// An optional value that starts set is not a change from nil when the view appears; setting it to nil is one.
    @Test func anOptionalValueDoesNotChangeOnAppearance() {
        let host = ViewHost(LimitView())
        #expect(host.resolved.texts.first == "log=")
        #expect(host.tap("Clear"))
        #expect(host.resolved.texts.first == "log=Optional(3)->nil ")
    }

    @Test func initialRunsOnceOnAppearanceThenOnEachChange() {
        let host = ViewHost(SearchView())
        #expect(host.resolved.texts == ["a->a; again"])
        host.typeText("Search", "b")
        #expect(host.resolved.texts == ["a->a; again; a->ab; again; new ab"])
        host.setText("Search", "ab")
        #expect(host.resolved.texts == ["a->a; again; a->ab; again; new ab"])
    }
}
