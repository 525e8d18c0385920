import SpecUICompiler
import Testing

/// Mistakes a new user makes, each reported once, where it was written, as the equivalent Swift would be.
@Suite struct OneDiagnosticPerMistakeTests {
    static let point = "types:\n  Pt: {x: Int, y: Int}\n"

    static let mistakes: [BrokenRule] = [
        BrokenRule(
            rule: "a record field given twice stands for the field left out, which is not also missing",
            marked: """
                view: Main
                \(point)body:
                  - Text: "a"
                    id: "Pt(1️⃣x: 1, 2️⃣x: 2)"
                  - Text: '{Pt(3️⃣x: 1, 4️⃣x: 2).y}'
                """,
            expected: [
                (2, "error: field 'x' is given twice; did you mean 'y'? [record-argument]"),
                (4, "error: field 'x' is given twice; did you mean 'y'? [record-argument]"),
            ],
            notes: [(1, "note: 'x' is first given here"), (3, "note: 'x' is first given here")]),
        BrokenRule(
            rule: "a record field given twice when no field is left out names none",
            marked: """
                view: Main
                \(point)body:
                  - Text: "a"
                    id: "Pt(1️⃣x: 1, y: 2, 2️⃣x: 3)"
                """,
            expected: [(2, "error: field 'x' is given twice [record-argument]")],
            notes: [(1, "note: 'x' is first given here")]),
    ]

    @Test(arguments: mistakes) func reportsTheMistakeOnceAtItsPlace(_ rule: BrokenRule) {
        let marked = MarkedText(rule.marked)
        let result = checkSpecs([("Specs/Main.yaml", marked.text)] + rule.others)
        #expect(result.lines == rule.expected.map { "\(marked[$0.marker]): \($0.line)" })
        #expect(result.notes == rule.notes.map { "\(marked[$0.marker]): \($0.line)" })
    }
}
