import SpecUI
import Testing

@testable import SpecUITerminal

private struct Fruits: View {
    @State private var query = ""
    let names = ["Apple", "Grape", "Pear"]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(names.filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }, id: \.self) {
                    Text($0)
                }
            }
            .navigationTitle("Fruits")
            .searchable(text: $query, prompt: "Find")
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
                "Fruits      ", "🔍Find      ", "   Apple    ", "   Grape    ", "   Pear     ", "            ",
            ])
        #expect(host.actionables.map(\.label) == ["Find"])
        #expect(host.typeText("Find", "ap"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "Fruits      ", "🔍ap        ", "            ", "   Apple    ", "   Grape    ", "            ",
            ])
    }

    @Test func outsideAStackTheFieldIsNotThere() {
        let host = ViewHost(Text("Alone").searchable(text: .constant("")))
        #expect(TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 7, rows: 1)).lines == [" Alone "])
        #expect(host.actionables.isEmpty)
    }
}
