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

@MainActor
@Suite struct OnChangeTests {
    @Test func initialRunsOnceOnAppearanceThenOnEachChange() {
        let host = ViewHost(SearchView())
        #expect(host.resolved.texts == ["a->a; again"])
        host.typeText("Search", "b")
        #expect(host.resolved.texts == ["a->a; again; a->ab; again; new ab"])
        host.setText("Search", "ab")
        #expect(host.resolved.texts == ["a->a; again; a->ab; again; new ab"])
    }
}
