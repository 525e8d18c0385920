import SpecUI
import Testing

@testable import SpecUITerminal

private struct AddressForm: View {
    enum Field: Hashable { case street, city }

    @State private var street = ""
    @State private var city = ""
    @FocusState private var field: Field?

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Street", text: $street).focused($field, equals: .street)
            TextField("City", text: $city).focused($field, equals: .city)
            Text("in \(field.map { "\($0)" } ?? "none")")
            Button("Fix city") { field = .city }
        }
    }
}

@MainActor
@Suite struct FocusStateKeyTests {
    private let size = TerminalSize(columns: 10, rows: 4)

    @Test func tabbingThroughTheFieldsChangesTheStateAndRedrawsWhatReadsIt() {
        let session = TerminalSession(host: ViewHost(AddressForm()))
        #expect(marked(session, size) == ["Street    ", "City      ", "in none   ", "Fix city  "])
        _ = session.handle(.tab)
        #expect(marked(session, size) == ["[S]treet    ", "City      ", "in street ", "Fix city  "])
        _ = session.handle(.tab)
        #expect(marked(session, size) == ["Street    ", "[C]ity      ", "in city   ", "Fix city  "])
        _ = session.handle(.tab)
        #expect(marked(session, size) == ["Street    ", "City      ", "in none   ", "[F][i][x][ ][c][i][t][y]  "])
        #expect(session.host.bodyEvaluations == ["AddressForm": 4])
    }

    @Test func aButtonWritingTheStateMovesFocusToTheFieldAndTypingGoesThere() {
        let session = TerminalSession(host: ViewHost(AddressForm()))
        _ = session.frame(size: size)
        _ = session.handle(.up)
        _ = session.handle(.enter)
        _ = session.handle(.character("R"))
        #expect(marked(session, size) == ["Street    ", "R[ ]        ", "in city   ", "Fix city  "])
        // Typing writes `city`, which the body does not read: only the focus write evaluates it again.
        #expect(session.host.bodyEvaluations == ["AddressForm": 2])
    }
}
