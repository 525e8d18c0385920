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

private struct LikesView: View {
    @State private var likes = [0, 0, 0]

    var body: some View {
        VStack {
            Text("\(likes[0]) \(likes[1]) \(likes[2])")
            ForEach(0..<3, id: \.self) { index in
                Button("+1") { likes[index] += 1 }
                    .accessibilityIdentifier(index == 2 ? "like" : "like-\(index)")
            }
            Button("Reset") { likes = [0, 0, 0] }
                .accessibilityIdentifier("like-0")
        }
    }
}

/// What `specui preview --snapshot` and `Gallery --snapshot` print when a scripted event finds nothing to act on.
@MainActor
@Suite struct ScriptedSnapshotTests {
    /// How a message naming several controls tells rows apart.
    static let rows =
        " (in rows, one that interpolates what tells them apart, such as 'qty-{item.id}', with the row's id passed "
        + "to a row view as a prop)"

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

    /// A handle that names several controls is refused rather than read as the first of them.
    @Test func aHandleNamingSeveralControlsIsRefused() {
        func run(_ event: ScriptedEvent) -> ScriptedSnapshot {
            ScriptedSnapshot(
                host: ViewHost(LikesView()), size: TerminalSize(columns: 20, rows: 6), events: [event],
                color: .plain, trace: false, problems: { [] })
        }
        let byLabel = run(.tap("+1"))
        #expect(byLabel.failed)
        #expect(byLabel.output == "")
        #expect(
            byLabel.errorOutput
                == "'+1' is the label of 3 controls; give each its own accessibilityIdentifier to name one" + Self.rows)
        #expect(
            run(.tap("like-0")).errorOutput
                == "'like-0' is the accessibilityIdentifier of 2 controls; give each its own accessibilityIdentifier "
                + "to name one" + Self.rows)
        // One identifier is one control, though labels repeat.
        let one = run(.tap("like"))
        #expect(!one.failed)
        #expect(one.output.split(separator: "\n").first?.contains("0 0 1") == true)
    }

    private func run(_ event: ScriptedEvent) -> ScriptedSnapshot {
        ScriptedSnapshot(
            host: ViewHost(SignInView()), size: TerminalSize(columns: 30, rows: 5), events: [event], color: .plain,
            trace: false, problems: { [] })
    }
}

private struct Folders: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Inbox") { Text("No mail").navigationTitle("Inbox") }
                NavigationLink("Archive") { Text("Old mail").navigationTitle("Archive") }
            }
            .navigationTitle("Mail")
        }
    }
}

extension ScriptedSnapshotTests {
    /// The events go through one session, as a user's keys do: going back focuses the link that pushed the level,
    /// so that Return pushes it again, as it does in the terminal.
    @Test func goingBackFocusesTheLinkThatPushedTheLevel() {
        let keys: [Key] = [.tab, .tab, .enter, .enter, .enter]
        let snapshot = ScriptedSnapshot(
            host: ViewHost(Folders()), size: TerminalSize(columns: 12, rows: 3), events: keys.map(ScriptedEvent.key),
            color: .plain, trace: false, problems: { [] })
        #expect(snapshot.output == "‹Mail\nArchive\n  Old mail\n")
    }
}
