/// A deterministic corpus of varied, valid specs for the compile benchmark.
///
/// Every run with the same seed writes byte-identical files. Sizes range from
/// a few lines to tens of kilobytes and mix the language's constructs: state
/// of every literal kind, record and enum types, lists, `ForEach`, `if`,
/// `switch`, stacks, sections and modifier chains.
struct SpecCorpus {
    struct File {
        var name: String
        var text: String
    }

    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// `count` specs totalling roughly `count` × 6.5 KB.
    mutating func files(count: Int) -> [File] {
        (0..<count).map { index in
            let name = "Screen\(index)"
            return File(name: name + ".yaml", text: spec(name: name, index: index))
        }
    }

    private mutating func spec(name: String, index: Int) -> String {
        let row = "Row\(index)"
        let phase = "Phase\(index)"
        let rows = 1 + random.below(6)
        var text = """
            view: \(name)
            types:
              \(row):
                id: Int
                title: String
                done: Bool
              \(phase): [loading, loaded, failed]
            state:
              count: \(random.below(100))
              ratio: 0.\(1 + random.below(9))
              title: "Hello \(index)"
              isReady: \(random.below(2) == 0 ? "true" : "false")
              phase:
                type: \(phase)
                initial: .loading
              items:
                type: "[\(row)]"
                initial:

            """
        for id in 1...rows {
            text += "      - { id: \(id), title: \"Item \(id) of \(name)\", done: \(id % 2 == 0) }\n"
        }
        text += "body:\n  - VStack:\n"
        let target = 1_000 + random.below(11_000)
        var block = 0
        while text.utf8.count < target {
            text += self.block(block, indent: "      ")
            block += 1
        }
        text += "    alignment: leading\n    spacing: 1\n"
        return text
    }

    private mutating func block(_ number: Int, indent: String) -> String {
        switch random.below(7) {
        case 0:
            return """
                \(indent)- Text: "Count {count}, block \(number)"
                \(indent)  font: headline
                \(indent)  foregroundColor: \(Self.colors[random.below(Self.colors.count)])
                \(indent)  padding: true

                """
        case 1:
            return """
                \(indent)- HStack:
                \(indent)    - Button: "Add \(number)"
                \(indent)      action: count += 1
                \(indent)    - Spacer
                \(indent)    - Button: "Reset"
                \(indent)      action:
                \(indent)        - count = 0
                \(indent)        - isReady.toggle()
                \(indent)  padding: \(1 + random.below(4))

                """
        case 2:
            return """
                \(indent)- if: isReady && count > \(random.below(10))
                \(indent)  then:
                \(indent)    - Text: "Ready: {title}"
                \(indent)      bold: true
                \(indent)  else:
                \(indent)    - ProgressView: "Loading"
                \(indent)      value: ratio

                """
        case 3:
            return """
                \(indent)- switch: phase
                \(indent)  cases:
                \(indent)    loading: [ProgressView]
                \(indent)    loaded:
                \(indent)      - Text: "{items.count} items"
                \(indent)    failed:
                \(indent)      - Text: "Failed after {count} tries"
                \(indent)        foregroundColor: red

                """
        case 4:
            return """
                \(indent)- ForEach: items
                \(indent)  id: id
                \(indent)  as: row
                \(indent)  content:
                \(indent)    - HStack:
                \(indent)        - Text: "{row.title}"
                \(indent)        - Spacer
                \(indent)        - Text: "{row.done ? \\"done\\" : \\"open\\"}"
                \(indent)          italic: true

                """
        case 5:
            return """
                \(indent)- List:
                \(indent)    - Section: "Section \(number)"
                \(indent)      content:
                \(indent)        - Text: "Ratio {ratio}"
                \(indent)          opacity: ratio
                \(indent)        - Divider
                \(indent)  frame: { maxWidth: infinity, alignment: leading }

                """
        default:
            return """
                \(indent)- VStack:
                \(indent)    - Text: 'Nested \(number): {title.uppercased()}'
                \(indent)      font: caption
                \(indent)      background: \(Self.colors[random.below(Self.colors.count)])
                \(indent)      cornerRadius: \(random.below(8))
                \(indent)    - Text: >-
                \(indent)        A folded paragraph that runs over
                \(indent)        two lines of source text
                \(indent)  alignment: trailing

                """
        }
    }

    private static let colors = ["blue", "green", "orange", "purple", "gray", "teal", "pink", "indigo"]
}

/// A small, fast, seedable generator so the corpus is the same on every machine.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
