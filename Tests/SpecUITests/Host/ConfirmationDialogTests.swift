import SpecUI
import Testing

private struct Draft: View {
    @State private var isConfirming = false
    @State private var deleted = 0

    var body: some View {
        VStack {
            Text("deleted \(deleted)")
            Button("Delete") { isConfirming = true }
        }
        .confirmationDialog("Delete the draft?", isPresented: $isConfirming) {
            Button("Delete draft", role: .destructive) { deleted += 1 }
        } message: {
            Text("It cannot be recovered.")
        }
    }
}

private struct Leaving: View {
    @State private var isConfirming = true

    var body: some View {
        Text("editing")
            .confirmationDialog("Leave?", isPresented: $isConfirming, titleVisibility: .visible) {
                Button("Discard", role: .destructive) {}
                Button("Keep editing", role: .cancel) {}
            }
    }
}

@MainActor
@Suite struct ConfirmationDialogTests {
    /// The dialog takes the screen's controls; without a cancel button of its own it has a Cancel button, and
    /// under automatic visibility its title is not shown.
    @Test func aDialogWithoutACancelButtonHasOne() {
        let host = ViewHost(Draft())
        #expect(host.tap("Delete"))
        #expect(host.resolved.texts == ["deleted 0", "Delete", "It cannot be recovered.", "Delete draft", "Cancel"])
        #expect(host.actionables.map(\.label) == ["Delete draft", "Cancel"])
        #expect(host.tap("Cancel"))
        #expect(host.actionables.map(\.label) == ["Delete"])
        #expect(host.tap("Delete"))
        #expect(host.tap("Delete draft"))
        #expect(host.resolved.texts == ["deleted 1", "Delete"])
    }

    @Test func aDialogWithACancelButtonAndAVisibleTitleShowsBoth() {
        let host = ViewHost(Leaving())
        #expect(host.resolved.texts == ["editing", "Leave?", "Discard", "Keep editing"])
        #expect(host.tap("Keep editing"))
        #expect(host.resolved.texts == ["editing"])
    }
}
