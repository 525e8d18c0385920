import SpecUICompiler
import Testing

/// An action in the rows of `ForEach: $items` that reads its row after changing which element is at which index of
/// `items` is warned: SwiftUI's row bindings point at an index, which then reads another element or past the end.
@Suite struct RowReadAfterChangeTests {
    private let types = "types:\n  Row: {id: Int, n: Int, done: Bool}\n"

    @Test func aReadOfTheRowAfterARemovalIsWarnedWithANoteAtTheRemoval() {
        let marked = MarkedText(
            """
            view: Main
            state:
              items: {type: "[Row]", initial: [{id: 1, n: 10, done: false}]}
              total: 0
            body:
              - ForEach: $items
                as: item
                content:
                  - Button: "remove {item.id}"
                    action:
                      - "2️⃣items.remove(id: item.id)"
                      - total += 1️⃣item.n
                  - Button: "insert {item.id}"
                    action:
                      - "4️⃣items.insert(Row(id: 9, n: 0, done: false), at: 0)"
                      - 3️⃣item.done = true
                      - total += item.n
              - Text: "{total}"
            """ + "\n" + types)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.code) == ["read-after-change", "read-after-change"])
        #expect(result.diagnostics.map(\.range.start) == [marked[1], marked[3]])
        #expect(result.diagnostics.map { $0.notes.first?.range.start } == [marked[2], marked[4]])
        #expect(
            result.diagnostics.first?.message
                == "'item' is read after 'items' changed: SwiftUI hands each row of 'ForEach($items)' a binding to its "
                + "index, which then reads another element or past the end of the array; read what the action needs "
                + "of 'item' before it changes 'items'")
    }

    /// Reading first, appending (no element moves), another collection, and a ForEach over values are all fine.
    @Test func readsBeforeTheChangeAndChangesThatMoveNothingAreNotWarned() {
        let spec = """
            view: Main
            state:
              items: {type: "[Row]", initial: [{id: 1, n: 10, done: false}]}
              others: {type: "[Row]", initial: []}
              total: 0
            body:
              - ForEach: $items
                as: item
                content:
                  - Button: "a"
                    action:
                      - total += item.n
                      - "items.remove(id: item.id)"
                  - Button: "b"
                    action:
                      - "items.append(Row(id: 9, n: 0, done: false))"
                      - total += item.n
                  - Button: "c"
                    action:
                      - others.removeAll()
                      - total += item.n
              - ForEach: items
                as: row
                content:
                  - Button: "d"
                    action:
                      - "items.remove(id: row.id)"
                      - total += row.n
            """ + "\n" + types
        #expect(checkSpec(MarkedText(spec)).diagnostics.filter { $0.code == "read-after-change" }.isEmpty)
    }

    /// Replacing what holds the collection changes it too, and a change of an enclosing `ForEach: $rows`'s collection
    /// changes the rows reached through its row.
    @Test func aChangeOfWhatHoldsTheCollectionOrOfAnEnclosingOneIsAChange() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Row: {id: Int, n: Int, subs: "[Row]"}
              Box: {items: "[Row]"}
            state:
              box: {type: Box, initial: {items: []}}
              total: 0
            body:
              - ForEach: $box.items
                as: item
                content:
                  - Button: "clear"
                    action: ["2️⃣box = Box(items: [])", "total += 1️⃣item.n"]
                  - ForEach: $item.subs
                    as: sub
                    content:
                      - Button: "drop"
                        action: ["4️⃣box.items.remove(id: item.id)", "total += 3️⃣sub.n"]
              - Text: "{total}"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.range.start) == [marked[1], marked[3]])
        #expect(
            result.diagnostics.map { $0.notes.first?.message } == ["'box' changes here", "'box.items' changes here"])
        #expect(result.diagnostics.map { $0.notes.first?.range.start } == [marked[2], marked[4]])
    }
}
