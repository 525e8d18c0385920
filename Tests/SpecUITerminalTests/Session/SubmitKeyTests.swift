import SpecUI
import Testing

@testable import SpecUITerminal

private struct Greeter: View {
    @State private var name = ""
    @State private var greeting = "-"

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
                .onSubmit { greeting = "Hello, \(name)" }
            Button("Clear") { greeting = "-" }
            Text(greeting)
        }
    }
}

@MainActor
@Suite struct SubmitKeyTests {
    @Test func returnInATextFieldSubmitsItAndMovesFocusOn() {
        let session = TerminalSession(host: ViewHost(Greeter()))
        let size = TerminalSize(columns: 16, rows: 3)
        _ = session.frame(size: size)
        _ = session.handle(.tab)
        for character in "Ola" {
            _ = session.handle(.character(character))
        }
        _ = session.handle(.enter)
        #expect(session.host.resolved.texts == ["Clear", "Hello, Ola"])
        #expect(session.host.actionables.first { $0.id == session.focused }?.label == "Clear")
    }
}
