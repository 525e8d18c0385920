import SpecUI
import SpecUITerminal
import Testing

private struct SignInView: View {
    @State private var name = ""
    @State private var remember = false

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .accessibilityIdentifier("name")
            Toggle("Remember me", isOn: $remember)
            Button("Sign In") {}
                .accessibilityIdentifier("signIn")
        }
    }
}

/// What `specui preview --snapshot` and `Gallery --snapshot` print when a scripted event finds nothing to act on.
@MainActor
@Suite struct ScriptedSnapshotTests {
    @Test func aMisspelledControlGetsADidYouMean() {
        let snapshot = run(.tap("signin"))
        #expect(snapshot.failed)
        #expect(snapshot.output == "")
        #expect(
            snapshot.errorOutput
                == "no control 'signin' to tap (available: 'Remember me', 'signIn'); did you mean 'signIn'?")
    }

    @Test func aLabelIsAHandleToo() {
        let snapshot = run(.tap("Remember m"))
        #expect(
            snapshot.errorOutput
                == "no control 'Remember m' to tap (available: 'Remember me', 'signIn'); did you mean 'Remember me'?")
    }

    @Test func aWordFarFromEveryHandleGetsNoSuggestion() {
        let snapshot = run(.type("password", text: "x"))
        #expect(snapshot.errorOutput == "no control 'password' to type into (available: 'name')")
    }

    private func run(_ event: ScriptedEvent) -> ScriptedSnapshot {
        ScriptedSnapshot(
            host: ViewHost(SignInView()), size: TerminalSize(columns: 30, rows: 5), events: [event], color: .plain,
            trace: false, problems: { [] })
    }
}
