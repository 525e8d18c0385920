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
        BrokenRule(
            rule: "a label that names no field suggests only a field the call leaves out",
            marked: """
                view: Main
                \(point)body:
                  - Text: "a"
                    id: "Pt(x: 1, 1️⃣z: 2)"
                  - Text: "b"
                    id: "Pt(2️⃣yy: 1, x: 2)"
                  - Text: "c"
                    id: "Pt(x: 1, 3️⃣z: 2, 4️⃣w: 3)"
                """,
            expected: [
                (1, "error: 'Pt' has no field 'z'; did you mean 'y'? [record-argument]"),
                (2, "error: 'Pt' has no field 'yy'; did you mean 'y'? [record-argument]"),
                (3, "error: 'Pt' has no field 'z' [record-argument]"),
                (4, "error: 'Pt' has no field 'w' [record-argument]"),
            ]),
        BrokenRule(
            rule: "a string left open in an interpolation is unterminated at its quote, however the scalar is written",
            marked: """
                view: Main
                state:
                  name: "x"
                body:
                  - Text: '{1️⃣"abc}'
                  - Text: "Hello {name + 2️⃣\\"x}"
                  - Text: "جاهز\\t{3️⃣\\"x}"
                  - Text: >-
                      Hello
                      {4️⃣"abc}
                  - Text:\t'{5️⃣"a''b}'
                """,
            expected: (1...5).map { ($0, "error: \(unterminatedBeforeBrace) [unterminated-string]") }),
        BrokenRule(
            rule: "a string left open in an expression is unterminated at its quote",
            marked: """
                view: Main
                body:
                  - Text: "a"
                    disabled: '1️⃣"abc} == x'
                """,
            expected: [
                (1, "error: unterminated string literal: this '\"' has no closing '\"' [unterminated-string]")
            ]),
    ]

    static let unterminatedBeforeBrace =
        "unterminated string literal: this '\"' has no closing '\"'; close the string before the '}' that ends the "
        + "interpolation"

    @Test(arguments: mistakes) func reportsTheMistakeOnceAtItsPlace(_ rule: BrokenRule) {
        let marked = MarkedText(rule.marked)
        let result = checkSpecs([("Specs/Main.yaml", marked.text)] + rule.others)
        #expect(result.lines == rule.expected.map { "\(marked[$0.marker]): \($0.line)" })
        #expect(result.notes == rule.notes.map { "\(marked[$0.marker]): \($0.line)" })
    }
}
