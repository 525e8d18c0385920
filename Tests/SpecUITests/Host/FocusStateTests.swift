import SpecUI
import Testing

/// A search field whose focus is a Bool, with buttons that focus it and take focus away.
private struct SearchView: View {
    @State private var query = ""
    @State private var showsField = true
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            if showsField {
                TextField("Search", text: $query).focused($isFocused)
            }
            Text(isFocused ? "editing" : "idle")
            Button("Edit") { isFocused = true }
            Button("Done") { isFocused = false }
            Button("Hide") { showsField = false }
        }
    }
}

/// Two fields whose focus is one optional enum value.
private struct SignUpView: View {
    enum Field: Hashable { case name, email }

    @State private var name = ""
    @State private var email = ""
    @FocusState private var field: Field?

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("Email", text: $email).focused($field, equals: .email)
            Text("field: \(field.map { "\($0)" } ?? "none")")
            Button("Next") { field = field == .name ? .email : .name }
            Button("Clear") { field = nil }
        }
    }
}

@MainActor
@Suite struct FocusStateTests {
    private func focused(_ host: ViewHost) -> String? {
        host.actionables.first { $0.id == host.focusedControl }?.label
    }

    @Test func focusMovedOntoTheFieldMakesTheStateTrueAndEvaluatesTheBodyOnce() {
        let host = ViewHost(SearchView())
        #expect(host.resolved.texts == ["idle", "Edit", "Done", "Hide"])
        #expect(host.focus("Search"))
        #expect(host.resolved.texts == ["editing", "Edit", "Done", "Hide"])
        #expect(host.bodyEvaluations == ["SearchView": 2])
        #expect(host.trace.last == "SearchView: _isFocused changed.")
        #expect(host.focus("Edit"))
        #expect(host.resolved.texts == ["idle", "Edit", "Done", "Hide"])
        #expect(host.bodyEvaluations == ["SearchView": 3])
    }

    @Test func writingTrueFocusesTheFieldAndFalseTakesFocusAway() {
        let host = ViewHost(SearchView())
        #expect(host.tap("Edit"))
        #expect(focused(host) == "Search")
        #expect(host.resolved.texts == ["editing", "Edit", "Done", "Hide"])
        #expect(host.bodyEvaluations == ["SearchView": 2])
        #expect(host.tap("Edit"))
        #expect(host.bodyEvaluations == ["SearchView": 2])
        #expect(host.tap("Done"))
        #expect(host.focusedControl == nil)
        #expect(host.resolved.texts == ["idle", "Edit", "Done", "Hide"])
        #expect(host.bodyEvaluations == ["SearchView": 3])
    }

    @Test func writingFalseLeavesFocusOnAControlOutsideTheFocusedView() {
        let host = ViewHost(SearchView())
        #expect(host.focus("Hide"))
        #expect(host.tap("Done"))
        #expect(focused(host) == "Hide")
        #expect(host.bodyEvaluations == ["SearchView": 1])
    }

    @Test func theStateTurnsFalseWhenTheFocusedFieldGoesAway() {
        let host = ViewHost(SearchView())
        #expect(host.focus("Search"))
        #expect(host.tap("Hide"))
        #expect(host.resolved.texts == ["idle", "Edit", "Done", "Hide"])
        #expect(
            host.trace == [
                "SearchView: @self, @identity, _query, _showsField, _isFocused changed.",
                "SearchView: _isFocused changed.", "SearchView: _showsField changed.",
                "SearchView: _isFocused changed.",
            ])
        // With no field to focus, writing true leaves the state as focus has it.
        #expect(host.tap("Edit"))
        #expect(focused(host) == nil)
        #expect(host.resolved.texts == ["idle", "Edit", "Done", "Hide"])
        #expect(host.bodyEvaluations == ["SearchView": 4])
    }

    @Test func anOptionalStateReadsTheValueOfTheViewHoldingFocus() {
        let host = ViewHost(SignUpView())
        #expect(host.resolved.texts == ["field: none", "Next", "Clear"])
        #expect(host.focus("Email"))
        #expect(host.resolved.texts == ["field: email", "Next", "Clear"])
        #expect(host.focus("Name"))
        #expect(host.resolved.texts == ["field: name", "Next", "Clear"])
        #expect(host.focus("Next"))
        #expect(host.resolved.texts == ["field: none", "Next", "Clear"])
        #expect(host.bodyEvaluations == ["SignUpView": 4])
    }

    @Test func writingAValueFocusesTheFieldBoundToItAndNilTakesFocusAway() {
        let host = ViewHost(SignUpView())
        #expect(host.tap("Next"))
        #expect(focused(host) == "Name")
        #expect(host.tap("Next"))
        #expect(focused(host) == "Email")
        #expect(host.resolved.texts == ["field: email", "Next", "Clear"])
        #expect(host.tap("Clear"))
        #expect(host.focusedControl == nil)
        #expect(host.resolved.texts == ["field: none", "Next", "Clear"])
        #expect(host.bodyEvaluations == ["SignUpView": 4])
    }
}
