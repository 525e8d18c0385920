import SpecUICompiler

/// The benchmark's screen as specs: the source ``ListScreen`` and ``ListRow`` are what `specui compile` makes of.
enum ListSpec {
    static let files: [SpecSource] = [
        SpecSource(path: "Specs/Types.yaml", bytes: Array(types.utf8)),
        SpecSource(path: "Specs/ListRow.yaml", bytes: Array(row.utf8)),
        SpecSource(path: "Specs/ListScreen.yaml", bytes: Array(screen.utf8)),
    ]

    static let types = """
        types:
          Item:
            id: Int
            title: String
            done: Bool

        """

    static let row = """
        view: ListRow
        bindings:
          item: Item
        body:
          - HStack:
              - Toggle: "#{item.id}"
                isOn: $item.done
                accessibilityIdentifier: "toggle-{item.id}"
              - Text: "{item.title}"

        """

    static let screen = """
        view: ListScreen
        state:
          items:
            type: "[Item]"
            initial: []
        body:
          - List:
              - ForEach: $items
                as: item
                content:
                  - ListRow:
                      item: $item

        """
}
