import SpecUI
import Testing

@testable import SpecUITerminal

private struct Tasks: View {
    @State var draft = ""
    @State var tasks = [1, 2, 3]

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                TextField("New task", text: $draft)
                Button("Add") {
                    tasks.append(tasks.count + 1)
                    draft = ""
                }
                .disabled(draft.isEmpty)
            }
            ForEach(tasks, id: \.self) { task in
                Button("Delete \(task)") { tasks.removeAll { $0 == task } }
            }
            Button("Clear") { tasks = [] }.disabled(tasks.isEmpty)
        }
    }
}

/// Focus never stays on a control that an update disabled or removed: it goes to the next enabled control in
/// reading order, else the previous one, and Tab goes on from there.
@MainActor
@Suite struct FocusRepairTests {
    private func session(_ keys: [Key]) -> TerminalSession {
        let session = TerminalSession(host: ViewHost(Tasks()))
        _ = session.frame(size: TerminalSize(columns: 40, rows: 12))
        for key in keys {
            _ = session.handle(key)
        }
        return session
    }

    @Test func aButtonThatBecomesDisabledPassesFocusToTheNextControl() {
        let added = session([.tab, .character("x"), .tab, .character(" ")])
        #expect(added.focusedLabel == "Delete 1")
        _ = added.handle(.tab)
        #expect(added.focusedLabel == "Delete 2")
    }

    @Test func aRemovedRowPassesFocusToTheNextRow() {
        let removed = session([.tab, .tab, .enter])
        #expect(removed.focusedLabel == "Delete 2")
        _ = removed.handle(.tab)
        #expect(removed.focusedLabel == "Delete 3")
    }

    @Test func theLastRowRemovedPassesFocusOnToTheNextControl() {
        let removed = session([.backTab, .backTab, .enter])
        #expect(removed.focusedLabel == "Clear")
    }

    @Test func withNothingAfterItFocusGoesToThePreviousControl() {
        let cleared = session([.backTab, .enter])
        #expect(cleared.focusedLabel == "New task")
    }
}

/// Plants whose links push a detail with a sheet of its own.
private struct PlantLinks: View {
    @State private var showsCare = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(["Basil", "Mint", "Fern"], id: \.self) { plant in
                    NavigationLink(plant) {
                        Button("Care") { showsCare = true }
                            .sheet(isPresented: $showsCare) { Button("Close") { showsCare = false } }
                    }
                }
            }
        }
    }
}

extension FocusRepairTests {
    /// Focus goes back to the control it left when that control is shown again: the link after going back, the
    /// button after its sheet closes, as one returns to where one was.
    @Test func focusReturnsToTheControlShownAgain() {
        let session = TerminalSession(host: ViewHost(PlantLinks()))
        let size = TerminalSize(columns: 20, rows: 8)
        let focus = { session.focusedLabel }
        _ = session.frame(size: size)
        for key in [Key.tab, .tab] { _ = session.handle(key) }
        #expect(focus() == "Mint")
        _ = session.handle(.enter)
        #expect(trimmedLines(session, size).contains { $0.contains("Care") })
        // On the detail, the sheet's button leaves focus and gets it back once the sheet closes.
        while focus() != "Care" { _ = session.handle(.tab) }
        _ = session.handle(.enter)
        #expect(focus() == "Close")
        _ = session.handle(.enter)
        #expect(focus() == "Care")
        // Back, by its button, returns focus to the link that pushed the detail.
        while focus() != "Back" { _ = session.handle(.tab) }
        _ = session.handle(.enter)
        #expect(focus() == "Mint")
    }
}

/// A sheet whose field takes focus as it appears, as an editor's first field does.
private struct QuickAdd: View {
    @State private var isAdding = false

    var body: some View {
        VStack {
            Button("Edit") {}
            Button("Add") { isAdding = true }
                .sheet(isPresented: $isAdding) { TitleSheet() }
        }
    }
}

private struct TitleSheet: View {
    @FocusState private var isFocused: Bool
    @State private var title = ""

    var body: some View {
        TextField("Title", text: $title).focused($isFocused)
            .onAppear { isFocused = true }
    }
}

extension FocusRepairTests {
    /// The control that presented a sheet gets focus back when it closes, also when the sheet's own code moved
    /// focus into it as it appeared.
    @Test func focusReturnsToThePresentingControlAfterTheSheetTookFocusByCode() {
        let session = TerminalSession(host: ViewHost(QuickAdd()))
        let focus = { session.focusedLabel }
        _ = session.frame(size: TerminalSize(columns: 20, rows: 4))
        for key in [Key.tab, .tab] { _ = session.handle(key) }
        #expect(focus() == "Add")
        _ = session.handle(.enter)
        #expect(focus() == "Title")
        _ = session.handle(.escape)
        #expect(focus() == "Add")
    }
}

/// Links in a tab whose bar stays below what they push.
private struct TabbedLinks: View {
    var rows = [1, 2]
    @State private var isOn = false

    var body: some View {
        TabView {
            NavigationStack {
                List {
                    ForEach(rows, id: \.self) { row in
                        NavigationLink(row == 1 ? "Row" : "Other", value: row)
                    }
                }
                .navigationDestination(for: Int.self) { number in
                    Toggle("Flag \(number)", isOn: $isOn)
                }
            }
            .tabItem { Text("One") }
            Text("second").tabItem { Text("Two") }
        }
    }
}

extension FocusRepairTests {
    /// A pushed level takes focus at its first control, not the tab bar that stayed below the link.
    @Test func aPushedLevelTakesFocusAtItsFirstControl() {
        let session = TerminalSession(host: ViewHost(TabbedLinks()))
        let focus = { session.focusedLabel }
        _ = session.frame(size: TerminalSize(columns: 24, rows: 8))
        _ = session.handle(.tab)
        #expect(focus() == "Row")
        _ = session.handle(.enter)
        #expect(focus() == "Back")
        // Also where the tab bar is the link's neighbour.
        let alone = TerminalSession(host: ViewHost(TabbedLinks(rows: [1])))
        _ = alone.frame(size: TerminalSize(columns: 24, rows: 8))
        _ = alone.handle(.tab)
        _ = alone.handle(.enter)
        #expect(alone.focusedLabel == "Back")
    }
}

/// A list whose button asks before clearing it.
private struct Clearing: View {
    @State private var isAsking = false

    var body: some View {
        NavigationStack {
            List {
                Text("Milk")
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .topBarTrailing) { Button("Clear") { isAsking = true } }
            }
            .alert("Clear the list?", isPresented: $isAsking) {
                Button("Clear", role: .destructive) {}
            }
        }
    }
}

extension FocusRepairTests {
    /// Escape closes an alert and gives focus back to the button that opened it, a bar's too.
    @Test func focusReturnsToTheButtonThatOpenedAnAlertClosedWithEscape() {
        let session = TerminalSession(host: ViewHost(Clearing()))
        let focus = { session.focusedLabel }
        _ = session.frame(size: TerminalSize(columns: 24, rows: 8))
        while focus() != "Clear" { _ = session.handle(.tab) }
        _ = session.handle(.enter)
        #expect(session.host.actionables.map(\.label) == ["Clear"])
        _ = session.handle(.escape)
        #expect(focus() == "Clear")
        #expect(session.host.actionables.map(\.label) == ["Edit", "Clear"])
    }
}
