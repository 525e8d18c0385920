import SpecUI
import Testing

/// A sign-in form that submits as a whole, with one field that submits on its own too and one that is kept out.
private struct SignInForm: View {
    @State private var username = ""
    @State private var log: [String] = []

    var body: some View {
        VStack {
            TextField("Username", text: $username)
                .onSubmit { log.append("username \(username)") }
            SecureField("Password", text: .constant(""))
            TextField("Tags", text: .constant(""))
                .submitScope()
            TextField("Search", text: .constant(""))
                .onSubmit(of: .search) { log.append("search") }
            Text("log: \(log.joined(separator: ", "))")
        }
        .onSubmit { log.append("form") }
    }
}

/// A searchable list that records what Return in its search field, and in a field of its rows, runs.
private struct SearchingList: View {
    @State private var query = ""
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            VStack {
                Text("log: \(log.joined(separator: ", "))")
                TextField("Note", text: .constant(""))
            }
            .searchable(text: $query)
            .onSubmit(of: .search) { log.append("search \(query)") }
            .onSubmit { log.append("text") }
        }
    }
}

@MainActor
@Suite struct SubmitTests {
    /// Return in a `searchable`'s field runs the `onSubmit(of: .search)` actions around it, not the text ones;
    /// a text field inside runs the text ones, not the search ones.
    @Test func theSearchFieldSubmitsToTheSearchActionsOnly() {
        let host = ViewHost(SearchingList())
        #expect(host.typeText("Search", "fern"))
        #expect(host.submit("Search"))
        #expect(host.resolved.texts.first == "log: search fern")
        #expect(host.submit("Note"))
        #expect(host.resolved.texts.first == "log: search fern, text")
    }

    @Test func submittingAFieldRunsTheActionsAroundItInnermostFirst() {
        let host = ViewHost(SignInForm())
        #expect(host.typeText("Username", "amal"))
        #expect(host.submit("Username"))
        #expect(host.resolved.texts == ["log: username amal, form"])
        #expect(host.submit("Password"))
        #expect(host.resolved.texts == ["log: username amal, form, form"])
        // Typing writes `username`, which only the actions read: the two submits evaluate the body again.
        #expect(host.bodyEvaluations == ["SignInForm": 3])
    }

    @Test func aSubmitScopeAndSearchTriggersKeepTheFormsActionFromAField() {
        let host = ViewHost(SignInForm())
        #expect(host.submit("Tags"))
        #expect(host.submit("Search"))
        #expect(host.resolved.texts == ["log: form"])
    }

    @Test func onlyTextFieldsSubmit() {
        let host = ViewHost(SignInForm())
        #expect(!host.submit("log: "))
        #expect(host.resolved.texts == ["log: "])
    }
}
