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

private struct Contact: Identifiable {
    let id: Int
    let name: String
}

private struct Contacts: View {
    @State private var removing: Contact?
    @State private var sharing: Contact?
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Button("Remove Ada") { removing = Contact(id: 1, name: "Ada") }
            Button("Share Bo") { sharing = Contact(id: 2, name: "Bo") }
            Text(log.joined(separator: " "))
        }
        .alert(item: $removing) { contact in
            Alert(
                title: Text("Remove \(contact.name)?"),
                primaryButton: .destructive(Text("Remove")) { log.append("removed \(contact.name)") },
                secondaryButton: .cancel())
        }
        .actionSheet(item: $sharing) { contact in
            ActionSheet(title: Text("Share \(contact.name)"), buttons: [.default(Text("Mail")) { log.append("mail") }])
        }
    }
}

extension OlderSpellingTests {
    /// An alert or action sheet for an item is shown while the item is there and dismissing it clears the item.
    @Test func anAlertAndAnActionSheetForAnItemAreShownWhileItIsThere() {
        let host = ViewHost(Contacts())
        #expect(host.tap("Remove Ada"))
        #expect(host.resolved.texts.suffix(3) == ["Remove Ada?", "Remove", "Cancel"])
        #expect(host.tap("Remove"))
        #expect(host.resolved.texts == ["Remove Ada", "Share Bo", "removed Ada"])
        #expect(host.tap("Share Bo"))
        #expect(host.resolved.texts.suffix(3) == ["Share Bo", "Mail", "Cancel"])
        #expect(host.dismissPresentation())
        #expect(host.resolved.texts == ["Remove Ada", "Share Bo", "removed Ada"])
    }
}
