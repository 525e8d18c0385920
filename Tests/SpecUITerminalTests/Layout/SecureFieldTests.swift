import SpecUI
import Testing

@testable import SpecUITerminal

private struct SignIn: View {
    @State private var password = ""

    var body: some View {
        VStack(alignment: .leading) {
            SecureField("Password", text: $password)
            Text("\(password.count) characters, \(password == "s3cré" ? "right" : "wrong")")
        }
    }
}

@MainActor
@Suite struct SecureFieldTests {
    @Test func aSecureFieldEditsItsTextAndDrawsABulletPerCharacter() {
        let size = TerminalSize(columns: 20, rows: 2)
        #expect(
            TerminalRenderer.snapshot(SignIn(), size: size).lines == ["Password            ", "0 characters, wrong "])
        let typed = TerminalRenderer.snapshot(SignIn(), size: size, events: [.type("Password", text: "s3cré")])
        #expect(typed.lines == ["•••••               ", "5 characters, right "])
    }
}
