import SpecUI
import Testing

private struct Legacy: View {
    @State private var isAlerting = false
    @State private var isChoosing = false
    @State private var log: [String] = []

    var body: some View {
        NavigationView {
            VStack {
                Button("Warn") { isAlerting = true }
                Button("Choose") { isChoosing = true }
                Text(log.joined(separator: " "))
            }
            .navigationBarTitle("Legacy", displayMode: .inline)
            .navigationBarItems(leading: Text("L"), trailing: Button("Add") { log.append("add") })
            .alert(isPresented: $isAlerting) {
                Alert(
                    title: Text("Careful"), message: Text("Really?"),
                    primaryButton: .destructive(Text("Erase")) { log.append("erased") },
                    secondaryButton: .cancel())
            }
            .actionSheet(isPresented: $isChoosing) {
                ActionSheet(
                    title: Text("Share"), buttons: [.default(Text("Mail")) { log.append("mail") }, .cancel()])
            }
        }
        .navigationViewStyle(.stack)
    }
}

@MainActor
@Suite struct OlderSpellingTests {
    @Test func theOlderNavigationSpellingsAreTheNewerModifiers() {
        let host = ViewHost(Legacy())
        #expect(host.resolved.texts.prefix(3) == ["L", "Add", "Legacy"])
        #expect(host.tap("Add"))
        #expect(host.resolved.texts.contains("add"))
    }

    @Test func anAlertIsPresentedWithItsButtons() {
        let host = ViewHost(Legacy())
        #expect(host.tap("Warn"))
        #expect(
            host.resolved.texts == [
                "L", "Add", "Legacy", "Warn", "Choose", "", "Careful", "Really?", "Erase", "Cancel",
            ])
        #expect(host.tap("Erase"))
        #expect(host.resolved.texts.contains("erased"))
        #expect(host.tap("Warn"))
        #expect(host.tap("Cancel"))
        #expect(!host.resolved.texts.contains("Careful"))
    }

    @Test func anActionSheetIsADialogWithItsTitleShown() {
        let host = ViewHost(Legacy())
        #expect(host.tap("Choose"))
        #expect(host.resolved.texts == ["L", "Add", "Legacy", "Warn", "Choose", "", "Share", "Mail", "Cancel"])
        #expect(host.tap("Mail"))
        #expect(host.resolved.texts.contains("mail"))
    }
}
