import SpecUI
import SpecUIPreview
import Testing

@MainActor
@Suite struct TodoListInterpreterTests {
    @Test func typingAddingTogglingAndDeletingRows() throws {
        let preview = try #require(Preview(repositoryUnit("TodoListView"), view: "TodoListView"))
        #expect(
            preview.lines == [
                "Tasks (3)", "[New task: ]", "Add", "Add to top",
                "[ ] Buy milk", "(trash)", "[x] Write the report", "(trash)", "[ ] Call the bank", "(trash)",
                "Remove first", "Clear completed", "Clear all",
            ])
        #expect(preview.host.setText("draft", "Water the plants"))
        #expect(preview.host.tap("add"))
        #expect(preview.lines.prefix(2) == ["Tasks (4)", "[New task: ]"])
        #expect(preview.lines.contains("[ ] Water the plants"))
        #expect(preview.host.tap("toggle-1"))
        #expect(preview.lines.contains("[x] Buy milk"))
        #expect(preview.host.tap("delete-2"))
        #expect(
            preview.lines == [
                "Tasks (3)", "[New task: ]", "Add", "Add to top",
                "[x] Buy milk", "(trash)", "[ ] Call the bank", "(trash)", "[ ] Water the plants", "(trash)",
                "Remove first", "Clear completed", "Clear all",
            ])
        #expect(preview.runtimeErrors.isEmpty)
    }

    @Test func rowsMovedByAnInsertAtTheTopKeepTheirBodiesAndToggleTheirOwnElement() throws {
        let preview = try #require(Preview(repositoryUnit("TodoListView"), view: "TodoListView"))
        #expect(preview.lines.count == 13)
        preview.host.setText("draft", "First")
        preview.host.tap("add-top")
        #expect(preview.lines.count == 15)
        #expect(preview.host.bodyEvaluations["TodoListViewRow"] == 4)
        #expect(preview.host.tap("toggle-1"))
        #expect(preview.host.tap("toggle-4"))
        #expect(
            preview.lines.filter { $0.hasPrefix("[") } == [
                "[New task: ]", "[x] First", "[x] Buy milk", "[x] Write the report", "[ ] Call the bank",
            ])
    }

    @Test func rowsAfterADeletedEarlierRowKeepWorking() throws {
        let preview = try #require(Preview(repositoryUnit("TodoListView"), view: "TodoListView"))
        #expect(preview.lines.count == 13)
        #expect(preview.host.tap("delete-1"))
        #expect(preview.lines.count == 11)
        #expect(preview.host.bodyEvaluations["TodoListViewRow"] == 3)
        #expect(preview.host.tap("toggle-3"))
        #expect(preview.host.tap("delete-2"))
        #expect(preview.lines.filter { $0.hasPrefix("[") } == ["[New task: ]", "[x] Call the bank"])
        #expect(preview.runtimeErrors.isEmpty)
    }

    /// The body does not read `nextID` (only the action does), so its write is not among the changes.
    @Test func oneActionWritingThreeSlotsIsOneUpdate() throws {
        let preview = try #require(Preview(repositoryUnit("TodoListView"), view: "TodoListView"))
        preview.host.setText("draft", "Water the plants")
        preview.host.tap("add")
        #expect(
            preview.host.trace == [
                "TodoListView: @self, @identity, _todos, _draft, _nextID changed.",
                "TodoListView: _draft changed.",
                "TodoListView: _todos, _draft changed.",
            ])
    }

    @Test func rowStateStaysWithItsIDWhenAnotherRowIsRemoved() throws {
        let unit = checkedUnit([
            ("Specs/Types.yaml", "types:\n  Item:\n    id: Int\n    name: String\n"),
            (
                "Specs/TapRow.yaml",
                """
                view: TapRow
                props:
                  name: String
                state:
                  taps: 0
                body:
                  - Button: "{name}: {taps}"
                    action: taps += 1
                """
            ),
            (
                "Specs/Rows.yaml",
                """
                view: Rows
                state:
                  items:
                    type: "[Item]"
                    initial:
                      - { id: 1, name: "a" }
                      - { id: 2, name: "b" }
                body:
                  - VStack:
                      - ForEach: items
                        as: item
                        content:
                          - TapRow:
                              name: "{item.name}"
                      - Button: "remove first"
                        action: "items.remove(at: 0)"
                """
            ),
        ])
        let preview = try #require(Preview(unit, view: "Rows"))
        preview.host.tap("b: 0")
        preview.host.tap("b: 1")
        #expect(preview.lines == ["a: 0", "b: 2", "remove first"])
        preview.host.tap("remove first")
        #expect(preview.lines == ["b: 2", "remove first"])
        #expect(preview.host.bodyEvaluations == ["Rows": 2, "TapRow": 4])
    }

    @Test func removingAtAnIndexOutOfRangeIsReportedWithoutCrashing() throws {
        let unit = checkedUnit([
            (
                "Specs/Names.yaml",
                """
                view: Names
                state:
                  names:
                    type: "[String]"
                    initial: ["a"]
                body:
                  - Text: "{names.count} names"
                  - Button: "remove"
                    action:
                      - "names.remove(at: 3)"
                      - "names.append(\\"never\\")"
                """
            )
        ])
        let preview = try #require(Preview(unit, view: "Names"))
        preview.host.tap("remove")
        #expect(
            preview.runtimeErrors == [
                "Specs/Names.yaml:10:10: error: index 3 is out of range for 'names' with 1 element [index-out-of-range]"
            ])
        #expect(preview.lines == ["1 names", "remove"])
        #expect(preview.host.bodyEvaluations["Names"] == 1)
    }

    @Test func duplicateForEachIDsAreReportedOnceNamingTheID() throws {
        let unit = checkedUnit([
            ("Specs/Types.yaml", "types:\n  Item:\n    id: Int\n    name: String\n"),
            (
                "Specs/Items.yaml",
                """
                view: Items
                props:
                  items: "[Item]"
                state:
                  count: 0
                body:
                  - ForEach: items
                    as: item
                    content:
                      - Text: "{item.name}"
                  - Button: "again"
                    action: count += 1
                  - Text: "{count}"
                """
            ),
        ])
        let item = { (id: Int, name: String) -> Value in
            .record(
                type: "Item", fields: [.init(name: "id", value: .int(id)), .init(name: "name", value: .string(name))])
        }
        let items = Value.array([item(7, "a"), item(7, "b"), item(8, "c")])
        let preview = try #require(Preview(unit, view: "Items", values: ["items": items]))
        preview.host.tap("again")
        #expect(preview.lines == ["a", "b", "c", "again", "1"])
        #expect(
            preview.host.runtimeIssues == [
                "Specs/Items.yaml:7:5: ForEach(items, id: \\.id): the ID 7 occurs multiple times within the collection, "
                    + "this will give undefined results!"
            ])
    }

    @Test func aRepeatedIDNamesTheForEachAsTheSpecWroteItsCollectionAndKey() throws {
        let unit = checkedUnit([
            ("Specs/Types.yaml", "types:\n  Item:\n    id: Int\n    name: String\n"),
            (
                "Specs/Rows.yaml",
                """
                view: Rows
                props:
                  shown: Bool
                state:
                  rows:
                    type: "[Item]"
                    initial: []
                body:
                  - ForEach: $rows
                    as: row
                    content:
                      - Text: "{row.name}"
                  - ForEach: "shown ? rows : []"
                    id: name
                    as: row
                    content:
                      - Text: "{row.id}"
                """
            ),
        ])
        let item = { (id: Int) -> Value in
            .record(
                type: "Item", fields: [.init(name: "id", value: .int(id)), .init(name: "name", value: .string("x"))])
        }
        let preview = try #require(
            Preview(unit, view: "Rows", values: ["shown": .bool(true), "rows": .array([item(1), item(1)])]))
        #expect(preview.lines == ["x", "x", "1", "1"])
        let ending = "occurs multiple times within the collection, this will give undefined results!"
        #expect(
            preview.host.runtimeIssues == [
                "Specs/Rows.yaml:9:5: ForEach($rows, id: \\.id): the ID 1 \(ending)",
                "Specs/Rows.yaml:13:5: ForEach(shown ? rows : [], id: \\.name): the ID x \(ending)",
            ])
    }
}
