import Foundation
import SpecUICompiler

/// How `specui check`'s work grows with the size of one construct: each spec is checked and its diagnostics rendered
/// as text at a size and at four times that size, side by side. Work that grows linearly takes about 4x as long at
/// four times the size; quadratic work, 16x.
enum ScalingBenchmark {
    /// One construct, as the specs of a unit of size `n`.
    struct Construct: Sendable {
        let name: String
        let specs: @Sendable (Int) -> [(path: String, text: String)]
    }

    static func run(_ arguments: [String]) -> Int32 {
        var size = 1_000
        var rounds = 3
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch (argument, remaining.popFirst().flatMap(Int.init)) {
            case ("--size", let number?) where number > 0: size = number
            case ("--rounds", let number?) where number > 0: rounds = number
            default:
                FileHandle.standardError.write(Data("usage: SpecUIBenchmarks scaling [--size N] [--rounds N]\n".utf8))
                return 2
            }
        }
        print("each construct at n = \(size) and 4n = \(4 * size); median of \(rounds) rounds")
        print(
            pad("construct", 50) + pad("n ms", 10, right: true) + pad("4n ms", 10, right: true)
                + pad("4n / n", 9, right: true))
        for construct in constructs {
            let small = median(of: construct, size: size, rounds: rounds)
            let large = median(of: construct, size: 4 * size, rounds: rounds)
            print(
                pad(construct.name, 50) + pad(format(small * 1000), 10, right: true)
                    + pad(format(large * 1000), 10, right: true) + pad(format(large / small) + "x", 9, right: true))
        }
        return 0
    }

    /// The median time, in seconds, of checking the construct's specs at `size` and rendering their diagnostics.
    private static func median(of construct: Construct, size: Int, rounds: Int) -> Double {
        let files = construct.specs(size)
        let sources = files.map { SpecSource(path: $0.path, bytes: Array($0.text.utf8)) }
        let texts = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
        var times: [Double] = []
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            let diagnostics = Pipeline.check(sources).diagnostics
            let output = DiagnosticRenderer(sources: texts).render(diagnostics, format: .text)
            times.append((ContinuousClock.now - start).seconds)
            if output.isEmpty, diagnostics.count == Int.min { print(output) }
        }
        return times.sorted()[times.count / 2]
    }

    static let constructs: [Construct] = [
        Construct(name: "switch over n cases, each misspelled") { n in
            let cases = (0..<n).map { "c\($0)" }
            var text = "view: Main\nstate:\n  pick: {type: Pick, initial: .c0}\ntypes:\n"
            text += "  Pick: [\(cases.joined(separator: ", "))]\nbody:\n  - switch: pick\n    cases:\n"
            text += (0..<n).map { "      .x\($0):\n        - Text: \"a\"\n" }.joined()
            text += "    default:\n      - Text: \"b\"\n"
            return [("Main.yaml", text)]
        },
        Construct(name: "switch over n cases") { n in
            let cases = (0..<n).map { "c\($0)" }
            var text = "view: Main\nstate:\n  pick: {type: Pick, initial: .c0}\ntypes:\n"
            text += "  Pick: [\(cases.joined(separator: ", "))]\nbody:\n  - switch: pick\n    cases:\n"
            text += cases.map { "      .\($0):\n        - Text: \"a\"\n" }.joined()
            return [("Main.yaml", text)]
        },
        Construct(name: "record of n fields built with labels misspelled") { n in
            let fields = (0..<n).map { "    field\($0): Int\n" }.joined()
            let labels = (0..<n).map { "feild\($0): \($0)" }.joined(separator: ", ")
            let text =
                "view: Main\nstate:\n  n: 0\ntypes:\n  R:\n\(fields)body:\n  - Button: \"{n}\"\n"
                + "    action: 'n = R(\(labels)).field0'\n"
            return [("Main.yaml", text)]
        },
        Construct(name: "preview setting n misspelled states") { n in
            let state = (0..<n).map { "  value\($0): \($0)\n" }.joined()
            let reads = (0..<n).map { "{value\($0)}" }.joined()
            let values = (0..<n).map { "      vlaue\($0): 1\n" }.joined()
            let text =
                "view: Main\nstate:\n\(state)body:\n  - Text: \"\(reads)\"\npreviews:\n  - name: A\n    values:\n\(values)"
            return [("Main.yaml", text)]
        },
        Construct(name: "n unknown names on one line") { n in
            let reads = String(repeating: "{nn}", count: n)
            return [("Main.yaml", "view: Main\nstate:\n  n: 0\nbody:\n  - Text: \"{n}\(reads)\"\n")]
        },
        Construct(name: "n misspelled views, each with a fix-it") { n in
            [("Main.yaml", "view: Main\nbody:\n" + String(repeating: "  - Txt: \"row\"\n", count: n))]
        },
        Construct(name: "n states, each read once") { n in
            let state = (0..<n).map { "  value\($0): \($0)\n" }.joined()
            let reads = (0..<n).map { "      - Text: \"{value\($0)}\"\n" }.joined()
            return [("Main.yaml", "view: Main\nstate:\n\(state)body:\n  - VStack:\n\(reads)")]
        },
        Construct(name: "a view of n props, each passed") { n in
            let props = (0..<n).map { "  p\($0): Int\n" }.joined()
            let reads = (0..<n).map { "{p\($0)}" }.joined()
            let arguments = (0..<n).map { "      p\($0): \($0)\n" }.joined()
            return [
                ("Child.yaml", "view: Child\nprops:\n\(props)body:\n  - Text: \"\(reads)\"\n"),
                ("Main.yaml", "view: Main\nbody:\n  - Child:\n\(arguments)"),
            ]
        },
    ]

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

}
