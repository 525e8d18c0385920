import SpecUI
import Testing

/// A search bar whose field's placeholder is also its button's title, above a setting whose toggle and
/// reset button share a label.
private struct SearchBarView: View {
    @State private var query = ""
    @State private var searches = 0
    @State private var isOn = false
    @State private var resets = 0

    var body: some View {
        VStack {
            HStack {
                TextField("Search", text: $query)
                Button("Search") { searches += 1 }
            }
            Button("Sound") { resets += 1 }
            Toggle("Sound", isOn: $isOn)
            Text("'\(query)' searches \(searches) sound \(isOn) resets \(resets)")
        }
    }
}

@MainActor
@Suite struct HandleLookupTests {
    @Test func eventsFindTheControlOfTheirKindByLabel() {
        let host = ViewHost(SearchBarView())
        #expect(host.tap("Search"))
        #expect(host.typeText("Search", "cats"))
        #expect(host.toggle("Sound"))
        #expect(host.tap("Sound"))
        #expect(host.resolved.texts.last == "'cats' searches 1 sound true resets 1")
    }
}
