import SpecUI
import Testing

@testable import SpecUITerminal

private struct Grocery: Identifiable {
    let id: Int
    let name: String
}

/// A row that counts its taps, to show it keeps its state as editing starts and stops.
private struct GroceryRow: View {
    let grocery: Grocery
    @State private var taps = 0

    var body: some View {
        Button("\(grocery.name) \(taps)") { taps += 1 }
    }
}

private struct EditingStatus: View {
    @Environment(\.editMode) private var editMode

    var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "editing" : "viewing") }
}

private struct Groceries: View {
    @State private var groceries = [Grocery(id: 1, name: "Milk"), Grocery(id: 2, name: "Eggs")]

    var body: some View {
        NavigationStack {
            List {
                EditingStatus()
                ForEach(groceries) { GroceryRow(grocery: $0) }
                    .onDelete { groceries.remove(atOffsets: $0) }
            }
            .navigationTitle("List")
            .toolbar { EditButton() }
        }
    }
}

private struct Chores: View {
    @State private var chores = ["Dishes", "Laundry", "Trash"]
    var deletes = true

    var body: some View {
        NavigationStack {
            List {
                if deletes {
                    ForEach(chores, id: \.self) { Button($0) {} }
                        .onDelete { chores.remove(atOffsets: $0) }
                        .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
                } else {
                    ForEach(chores, id: \.self) { Button($0) {} }
                        .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .toolbar { EditButton() }
        }
    }
}

@MainActor
@Suite struct EditModeTests {
    /// As on iOS, a row that can be moved shows the reorder handle `≡` at its trailing edge while editing, after
    /// the delete button and the row's views when it can be deleted too.
    @Test func aMovableRowShowsTheReorderHandleAtItsTrailingEdgeWhileEditing() {
        let size = TerminalSize(columns: 16, rows: 5)
        #expect(
            TerminalRenderer.snapshot(Chores(), size: size).lines == [
                "            Edit", "Dishes          ", "Laundry         ", "Trash           ", "                ",
            ])
        #expect(
            TerminalRenderer.snapshot(Chores(), size: size, events: [.tap("Edit")]).lines == [
                "            Done", "⊖ Dishes       ≡", "⊖ Laundry      ≡", "⊖ Trash        ≡", "                ",
            ])
        #expect(
            TerminalRenderer.snapshot(Chores(deletes: false), size: size, events: [.tap("Edit")]).lines == [
                "            Done", "Dishes         ≡", "Laundry        ≡", "Trash          ≡", "                ",
            ])
        #expect(
            TerminalRenderer.snapshot(Chores(), size: size, events: [.tap("Edit")], layoutDirection: .rightToLeft)
                .lines == [
                    "Done            ", "≡       Dishes ⊖", "≡      Laundry ⊖", "≡        Trash ⊖", "                ",
                ])
    }

    @Test func aRowWithAHandleMovesThroughTheHost() {
        let host = ViewHost(Chores())
        let size = TerminalSize(columns: 16, rows: 5)
        _ = TerminalRenderer.snapshot(host: host, size: size)
        #expect(host.tap("Edit"))
        #expect(host.moveRow("Dishes", by: 2))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "            Done", "⊖ Laundry      ≡", "⊖ Trash        ≡", "⊖ Dishes       ≡", "                ",
            ])
    }

    @Test func editButtonTurnsEditingOnAndRowsShowADeleteButton() {
        let session = TerminalSession(host: ViewHost(Groceries()))
        let size = TerminalSize(columns: 12, rows: 6)
        _ = session.frame(size: size)
        #expect(session.host.tap("Edit"))
        let editing = TerminalRenderer.snapshot(host: session.host, size: size)
        #expect(editing.lines.contains("editing     "))
        #expect(editing.lines.contains("⊖ Milk 0    "))
        #expect(session.host.tap("Done"))
        #expect(TerminalRenderer.snapshot(host: session.host, size: size).lines.contains("Milk 0      "))
    }

    @Test func theDeleteButtonDeletesItsRow() {
        let host = ViewHost(Groceries())
        _ = TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 12, rows: 6))
        #expect(host.tap("Edit"))
        #expect(host.tap("Delete"))
        let lines = TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 12, rows: 6)).lines
        #expect(!lines.contains { $0.contains("Milk") })
        #expect(lines.contains("⊖ Eggs 0    "))
    }

    @Test func rowsKeepTheirStateAsEditingStartsAndStops() {
        let host = ViewHost(Groceries())
        let size = TerminalSize(columns: 12, rows: 6)
        _ = TerminalRenderer.snapshot(host: host, size: size)
        #expect(host.tap("Milk 0"))
        #expect(host.tap("Edit"))
        #expect(host.tap("Done"))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines.contains("Milk 1      "))
    }
}

/// Rows that are links to their chore, deleted while editing.
private struct LinkedChores: View {
    @State private var chores = ["Dishes", "Trash"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(chores, id: \.self) { chore in
                    NavigationLink(chore) { Text("doing \(chore)") }
                }
                .onDelete { chores.remove(atOffsets: $0) }
            }
            .toolbar { EditButton() }
        }
    }
}

extension EditModeTests {
    /// While a list is edited its links are not followed, as on iOS; once done they are again.
    @Test func aLinkRowIsNotFollowedWhileTheListIsEdited() {
        let host = ViewHost(LinkedChores())
        let size = TerminalSize(columns: 16, rows: 4)
        _ = TerminalRenderer.snapshot(host: host, size: size)
        #expect(host.tap("Edit"))
        _ = TerminalRenderer.snapshot(host: host, size: size)
        #expect(host.tap("Dishes"))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines[1] == "⊖ Dishes        ")
        #expect(host.tap("Done"))
        #expect(host.tap("Dishes"))
        #expect(host.resolved.texts.contains("doing Dishes"))
    }
}

/// Rows that fill their width, a toggle's switch at the trailing edge.
private struct Errands: View {
    @State private var errands = ["Eggs", "Milk"]
    @State private var isDone = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(errands, id: \.self) { Toggle($0, isOn: $isDone) }
                    .onDelete { errands.remove(atOffsets: $0) }
                    .onMove { errands.move(fromOffsets: $0, toOffset: $1) }
            }
            .toolbar { EditButton() }
        }
    }
}

extension EditModeTests {
    /// A row that fills its width keeps filling it while editing, up to the handle: the switch stands before it.
    @Test func aRowThatFillsItsWidthReachesTheHandleWhileEditing() {
        let size = TerminalSize(columns: 20, rows: 3)
        #expect(
            TerminalRenderer.snapshot(Errands(), size: size, events: [.tap("Edit")]).lines == [
                "                Done", "⊖ Eggs         [ ] ≡", "⊖ Milk         [ ] ≡",
            ])
    }
}
