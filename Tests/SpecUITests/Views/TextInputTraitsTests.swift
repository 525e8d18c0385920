import SpecUI
import Testing

/// Reads whether autocorrection was turned off around it.
private struct CorrectionBadge: View {
    @Environment(\.autocorrectionDisabled) private var autocorrectionDisabled

    var body: some View {
        Text(autocorrectionDisabled ? "no corrections" : "corrections")
    }
}

/// A sign-in form as it is written for iOS, with its keyboard and autofill traits.
private struct SignIn: View {
    let traits: Bool
    @State private var email = ""
    @State private var code = ""

    var body: some View {
        VStack {
            if traits {
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .submitLabel(.next)
                TextField("Code", text: $code)
                    .keyboardType(.numberPad)
                    .textContentType(.oneTimeCode)
                    .submitLabel(.done)
            } else {
                TextField("Email", text: $email)
                TextField("Code", text: $code)
            }
            Text("\(email) \(code)")
            CorrectionBadge()
                .autocorrectionDisabled(traits)
        }
    }
}

@MainActor
@Suite struct TextInputTraitsTests {
    /// A terminal's keyboard types every character whatever keyboard a field asks for, and autofill is not there.
    @Test func fieldsWithTraitsTakeAndShowWhatIsTyped() {
        let host = ViewHost(SignIn(traits: true))
        #expect(host.typeText("Email", "Ana@Example.com"))
        #expect(host.typeText("Code", "12ab"))
        #expect(host.resolved.texts.suffix(2) == ["Ana@Example.com 12ab", "no corrections"])
        let plain = ViewHost(SignIn(traits: false))
        #expect(plain.typeText("Email", "Ana@Example.com"))
        #expect(plain.typeText("Code", "12ab"))
        #expect(plain.resolved.texts.suffix(2) == ["Ana@Example.com 12ab", "corrections"])
    }
}
