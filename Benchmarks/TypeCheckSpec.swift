import SpecUICompiler

/// A deterministic screen of 26 view nodes per section: nested stacks, `ForEach`, `if`/`else`, `switch`
/// and long modifier chains, as one view, the shape that makes a single SwiftUI body slow to type-check.
struct TypeCheckSpec {
    /// Sections in the screen; the default makes about 500 nodes.
    var sections = 19
    /// View nodes written so far, counted as the spec is built.
    private(set) var nodeCount = 0

    init(sections: Int) {
        self.sections = sections
    }

    /// The unit: shared types and the screen, with paths as `specui compile Specs` would name them.
    mutating func files() -> [SpecSource] {
        [
            SpecSource(path: "Specs/Types.yaml", bytes: Array(Self.types.utf8)),
            SpecSource(path: "Specs/BudgetScreen.yaml", bytes: Array(screen().utf8)),
        ]
    }

    /// A flat screen: one `VStack` of `rows` rows side by side, a `Text` interpolating a state each and a `Toggle`
    /// every tenth, the shape that has no container to give up.
    static func flatFiles(rows: Int) -> [SpecSource] {
        var text = "view: FlatScreen\nstate:\n  count: 0\n  on: false\nbody:\n  - VStack:\n"
        for row in 1...rows {
            text +=
                row % 10 == 0
                ? "      - Toggle: \"Row \(row)\"\n        isOn: $on\n" : "      - Text: \"Row \(row): {count}\"\n"
        }
        return [SpecSource(path: "Specs/FlatScreen.yaml", bytes: Array(text.utf8))]
    }

    static let types = """
        types:
          Entry:
            id: Int
            title: String
            done: Bool
            score: Double
          Mode: [compact, regular, expanded]

        """

    /// The screen: a header, then the sections in groups of ten (a builder block holds at most ten views).
    private mutating func screen() -> String {
        nodeCount = 0
        var text = """
            view: BudgetScreen
            state:
              count: 0
              title: "Budget"
              flag: false
              ratio: 0.5
              mode:
                type: Mode
                initial: .regular
              entries:
                type: "[Entry]"
                initial:
                  - { id: 1, title: "Rent", done: true, score: 1.5 }
                  - { id: 2, title: "Food", done: false, score: 2.0 }
                  - { id: 3, title: "Travel", done: false, score: 0.5 }
            body:
              - VStack:
                  - Text: "{title}: {count} taps"
                    font: largeTitle
                    bold: true

            """
        nodeCount += 2
        var section = 0
        while section < sections {
            text += "      - Group:\n"
            nodeCount += 1
            for _ in 0..<min(10, sections - section) {
                text += indented(self.section(section), by: 10)
                section += 1
            }
        }
        text += """
                alignment: leading
                spacing: 1

            """
        return text
    }

    /// One section, 26 nodes; `index` makes its texts and identifiers distinct.
    private mutating func section(_ index: Int) -> String {
        nodeCount += 26
        return """
            - VStack:
                - Text: "Section \(index): {title} has {count} taps"
                  font: headline
                  bold: true
                  foregroundColor: blue
                  padding: { edges: horizontal, length: 2 }
                - HStack:
                    - Button: "Add \(index)"
                      action: count += \(index + 1)
                      padding: true
                      background: blue
                      foregroundColor: white
                      cornerRadius: 4
                      accessibilityIdentifier: "add-\(index)"
                    - Toggle: "Flag \(index)"
                      isOn: $flag
                      disabled: "count > \(index * 3)"
                    - Spacer
                    - Text: "{ratio * \(index).5}"
                      opacity: "flag ? 0.5 : 1.0"
                  alignment: top
                  spacing: 2
                - if: "count > \(index) && !flag"
                  then:
                    - HStack:
                        - Image: "star"
                        - Text: "over \(index): {count - \(index)}"
                          italic: true
                          foregroundColor: green
                  else:
                    - Text: "under \(index)"
                      foregroundColor: secondary
                      underline: true
                - switch: mode
                  cases:
                    compact:
                      - Text: "compact \(index)"
                        font: caption
                    regular:
                      - HStack:
                          - Text: "regular \(index)"
                          - ProgressView:
                            value: "ratio * \(index).0 / 20.0"
                    expanded:
                      - VStack:
                          - Text: "expanded \(index)"
                            font: title
                          - Divider
                - ForEach: entries
                  as: entry
                  content:
                    - HStack:
                        - Text: "{entry.title} #{entry.id}"
                          foregroundColor: primary
                        - Spacer
                        - Text: "{entry.score * ratio + \(index).0}"
                          opacity: "entry.done ? 0.5 : 1.0"
                      padding: 1
                      border: gray
              padding: true
              border: gray
              frame: { maxWidth: infinity, alignment: leading }

            """
    }

    private func indented(_ text: String, by columns: Int) -> String {
        let indent = String(repeating: " ", count: columns)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n")
    }
}
