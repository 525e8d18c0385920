import Testing

/// `specui preview --trace` on a 10,000-row list: only the rows on screen are evaluated.
@MainActor
@Suite struct LargeListPreviewTests {
    /// A screen whose `List` holds 10,000 rows, each a view of the unit bound to its element.
    static let specs: [String: String] = {
        let rows = (1...10_000).map { "      - { id: \($0), title: \"Row \($0)\", done: false }" }
        let screen = """
            view: LongList
            state:
              items:
                type: "[Item]"
                initial:
            \(rows.joined(separator: "\n"))
            body:
              - List:
                  - ForEach: $items
                    as: item
                    content:
                      - ListRow:
                          item: $item
            """
        let row = """
            view: ListRow
            bindings:
              item: Item
            body:
              - Toggle: "{item.title}"
                isOn: $item.done
                accessibilityIdentifier: "toggle-{item.id}"
            """
        return [
            "LongList.yaml": screen, "ListRow.yaml": row,
            "Types.yaml": "types:\n  Item: {id: Int, title: String, done: Bool}\n",
        ]
    }()

    @Test func theFirstFrameEvaluatesOnlyTheVisibleRows() throws {
        let specs = try TemporarySpecs(Self.specs)
        let run = PreviewRun([specs.file("LongList.yaml"), "--size", "30x10", "--trace"])
        #expect(run.exitCode == .success)
        #expect(
            run.lines.prefix(3) == [
                "Row 1                      [ ]", "Row 2                      [ ]", "Row 3                      [ ]",
            ])
        #expect(run.errorLines.last == "body-evaluations: ListRow=10 LongList=1")
    }

    @Test func togglingARowEvaluatesThatRowAndItsOwnerOnly() throws {
        let specs = try TemporarySpecs(Self.specs)
        let run = PreviewRun([specs.file("LongList.yaml"), "--size", "30x10", "--trace", "--tap", "toggle-3"])
        #expect(run.exitCode == .success)
        #expect(
            run.lines.prefix(3) == [
                "Row 1                      [ ]", "Row 2                      [ ]", "Row 3                      [x]",
            ])
        #expect(
            run.errorLines.suffix(3) == [
                "LongList: _items changed.", "ListRow: @dependencies changed.",
                "body-evaluations: ListRow=11 LongList=2",
            ])
    }
}
