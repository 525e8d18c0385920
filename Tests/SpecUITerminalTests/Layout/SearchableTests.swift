import SpecUI
import Testing

@testable import SpecUITerminal

private struct Fruits: View {
    @State private var query = ""
    let names = ["Apple", "Grape", "Pear"]
    /// Whether the search field lists suggestions while it is active, two of them completions.
    var suggests = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(names.filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }, id: \.self) {
                    Text($0)
                }
            }
            .navigationTitle("Fruits")
            .searchable(text: $query, prompt: "Find")
            .searchSuggestions {
                if suggests {
                    Text("Red").searchCompletion("apple")
                    Text("Green").searchCompletion("pear")
                    Text("Or type")
                }
            }
        }
    }
}

@MainActor
@Suite struct SearchableTests {
    private let size = TerminalSize(columns: 12, rows: 6)

    @Test func theStackDrawsTheSearchFieldUnderTheTitleAndItsTextFiltersTheView() {
        let host = ViewHost(Fruits())
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "Fruits      ", "🔍 Find     ", "   Apple    ", "   Grape    ", "   Pear     ", "            ",
            ])
        #expect(host.actionables.map(\.label) == ["Find"])
        #expect(host.typeText("Find", "ap"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "Fruits      ", "🔍 ap       ", "            ", "   Apple    ", "   Grape    ", "            ",
            ])
    }

    @Test func outsideAStackTheFieldIsNotThere() {
        let host = ViewHost(Text("Alone").searchable(text: .constant("")))
        #expect(TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 7, rows: 1)).lines == [" Alone "])
        #expect(host.actionables.isEmpty)
    }

    /// While the search field has focus, the stack lists the suggestions in place of the view; choosing a completion
    /// writes it into the field and ends the search's editing, so the view shows what the text finds.
    @Test func theSuggestionsAreListedWhileTheFieldIsActiveAndACompletionFillsIt() {
        let plain = TerminalSession(host: ViewHost(Fruits()))
        _ = plain.handle(.tab)
        // Without suggestions, the view stays while the field is active.
        #expect(trimmedLines(plain, size) == ["Fruits", "🔍 Find", "   Apple", "   Grape", "   Pear", ""])
        let session = TerminalSession(host: ViewHost(Fruits(suggests: true)))
        #expect(trimmedLines(session, size) == ["Fruits", "🔍 Find", "   Apple", "   Grape", "   Pear", ""])
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "Find")
        #expect(trimmedLines(session, size) == ["Fruits", "🔍 Find", "Red", "Green", "Or type", ""])
        // A suggestion is a control after the field, named by its texts.
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "Red")
        _ = session.handle(.enter)
        #expect(session.focused == nil)
        #expect(trimmedLines(session, size) == ["Fruits", "🔍 apple", "", "   Apple", "", ""])
        // Tapped by its texts, as a button is.
        _ = session.handle(.tab)
        #expect(session.host.tap("Green"))
        #expect(trimmedLines(session, size) == ["Fruits", "🔍 pear", "", "    Pear", "", ""])
    }

    @Test func suggestionsGivenWithTheFieldAreListedAlike() {
        let view = NavigationStack {
            Text("Results")
                .searchable(text: .constant(""), prompt: "Find") {
                    Text("Recent").searchCompletion("recent")
                }
        }
        let session = TerminalSession(host: ViewHost(view))
        _ = session.handle(.tab)
        #expect(trimmedLines(session, TerminalSize(columns: 12, rows: 3)) == ["🔍 Find", "Recent", ""])
    }
}
