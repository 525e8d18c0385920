import Foundation
import SpecUI
import Testing

@testable import SpecUITerminal

/// The field initializers that take a `Text` label or a prompt beside a format.
@MainActor
@Suite struct FieldLabelTests {
    @Test func aFieldLabelledByATextIsNamedByItAndDrawsItsPrompt() {
        let field = TextField(text: .constant(""), prompt: Text("Required")) { Text("Name") }
        #expect(renderedLines(field, columns: 10, rows: 1) == ["Required  "])
        #expect(ViewHost(field).actionables.map(\.label) == ["Name"])
        let unprompted = TextField(text: .constant("")) { Text("Name") }
        #expect(renderedLines(unprompted, columns: 6, rows: 1) == ["Name  "])
    }

    @Test func aSecureFieldDrawsItsPromptAndBulletsForItsText() {
        let empty = SecureField("Password", text: .constant(""), prompt: Text("8 or more"))
        #expect(renderedLines(empty, columns: 10, rows: 1) == ["8 or more "])
        let labelled = SecureField(text: .constant("abc")) { Text("PIN") }
        #expect(renderedLines(labelled, columns: 5, rows: 1) == ["•••  "])
        #expect(ViewHost(labelled).actionables.map(\.label) == ["PIN"])
    }

    @Test func aFormattedFieldDrawsItsPromptWhileItHasNoValue() {
        let field = TextField("Amount", value: .constant(Double?.none), format: .number, prompt: Text("0.00"))
        #expect(renderedLines(field, columns: 6, rows: 1) == ["0.00  "])
        let filled = TextField("Amount", value: .constant(2.5), format: .number, prompt: Text("0.00"))
        #expect(renderedLines(filled, columns: 6, rows: 1) == ["2.5   "])
    }
}

private struct SaveFailure: LocalizedError {
    var errorDescription: String? { "Could not save" }
    var recoverySuggestion: String? { "Try again later." }
}

private struct Saving: View {
    @State private var failed = false
    @State private var error: SaveFailure?

    var body: some View {
        Button("Save") {
            error = SaveFailure()
            failed = true
        }
        .alert(isPresented: $failed, error: error) { error in
            Button("Retry") {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }
}

@MainActor
@Suite struct ErrorAlertTests {
    /// An error's alert is titled by its description, its actions and message made from it.
    @Test func anErrorAlertIsTitledByTheErrorsDescription() {
        let host = ViewHost(Saving())
        #expect(host.tap("Save"))
        // The screen stays drawn under the alert.
        #expect(host.resolved.texts == ["Save", "Could not save", "Try again later.", "Retry"])
        #expect(host.tap("Retry"))
        #expect(host.resolved.texts == ["Save"])
    }

    /// Without an error there is nothing to show, whatever the binding says.
    @Test func noErrorShowsNoAlert() {
        let alert = Text("screen").alert(isPresented: .constant(true), error: SaveFailure?.none) { Button("OK") {} }
        #expect(ViewHost(alert).resolved.texts == ["screen"])
    }
}
