import SpecUICompiler
import Testing

/// A spec that breaks one rule of the language, with the diagnostics `specui check` gives it.
struct BrokenRule: CustomTestStringConvertible, Sendable {
    let rule: String
    /// The spec `Specs/Main.yaml`, with a marker where each diagnostic points.
    let marked: String
    /// Each diagnostic after its marker's location, as `severity: message [code]`, in report order.
    let expected: [(marker: Int, line: String)]
    /// Each note after its marker's location, as `note: message`.
    var notes: [(marker: Int, line: String)] = []
    /// Other specs of the unit, as path and text.
    var others: [(path: String, text: String)] = []

    var testDescription: String { rule }

    /// Checks the spec with the unit's other specs and expects exactly the diagnostics and notes at their markers.
    func expectReported() {
        let marked = MarkedText(self.marked)
        let result = checkSpecs([("Specs/Main.yaml", marked.text)] + others)
        #expect(result.lines == expected.map { "\(marked[$0.marker]): \($0.line)" })
        #expect(result.notes == notes.map { "\(marked[$0.marker]): \($0.line)" })
    }
}

/// Every statically checkable rule whose diagnostic no other suite pins down, broken once each.
@Suite struct RuleCoverageCheckingTests {
    static let child = (
        path: "Specs/Child.yaml",
        text: """
        view: Child
        props:
          "Null": Int
        body:
          - Text: "{Null}"
        """
    )

    /// What a name spelled `cafe` and a combining acute is told about the declared, precomposed `café`.
    static let otherScalars =
        "; 'caf\u{E9}' is declared with other Unicode scalars (U+63 U+61 U+66 U+E9), and Swift matches names "
        + "scalar by scalar"

    /// What `CafeRow` and `CafeItem`, spelled with a combining acute, are told about their precomposed declarations.
    static let otherRowScalars =
        "; 'Caf\u{E9}Row' is declared with other Unicode scalars (U+43 U+61 U+66 U+E9 U+52 U+6F U+77), and Swift "
        + "matches names scalar by scalar"
    static let otherItemScalars =
        "; 'Caf\u{E9}Item' is declared with other Unicode scalars (U+43 U+61 U+66 U+E9 U+49 U+74 U+65 U+6D), and "
        + "Swift matches names scalar by scalar"

    static let rules: [BrokenRule] = [
        BrokenRule(
            rule: "a view declares its body",
            marked: """
                1️⃣view: Main
                state:
                  count: 0
                """,
            expected: [(1, "error: view 'Main' has no 'body' [missing-body]")]),
        BrokenRule(
            rule: "a character YAML does not allow is reported where it stands",
            marked: "view: Main\nbody:\n  - Text: \"a1️⃣\u{07}b\"\n",
            expected: [
                (
                    1,
                    "error: the file contains the control character U+0007, which YAML does not allow [control-character]"
                )
            ]),
        BrokenRule(
            rule: "Toggle takes isOn",
            marked: """
                view: Main
                body:
                  - 1️⃣Toggle: "t"
                """,
            expected: [(1, "error: 'Toggle' needs 'isOn' [missing-argument]")]),
        BrokenRule(
            rule: "TextField takes text",
            marked: """
                view: Main
                body:
                  - 1️⃣TextField: "f"
                """,
            expected: [(1, "error: 'TextField' needs 'text' [missing-argument]")]),
        BrokenRule(
            rule: "Stepper takes value",
            marked: """
                view: Main
                body:
                  - 1️⃣Stepper: "s"
                """,
            expected: [(1, "error: 'Stepper' needs 'value' [missing-argument]")]),
        BrokenRule(
            rule: "Section takes content",
            marked: """
                view: Main
                body:
                  - 1️⃣Section: "h"
                """,
            expected: [(1, "error: 'Section' needs 'content' [missing-argument]")]),
        BrokenRule(
            rule: "Image names a system symbol",
            marked: """
                view: Main
                body:
                  - 1️⃣Image:
                """,
            expected: [(1, "error: 'Image' needs a system symbol name [missing-value]")]),
        BrokenRule(
            rule: "a stack's primary value is a list of nodes",
            marked: """
                view: Main
                body:
                  - VStack: 1️⃣"text"
                """,
            expected: [(1, "error: expected a list of nodes for 'VStack'; found a scalar [expected-list]")]),
        BrokenRule(
            rule: "Stepper's value is a binding to Int",
            marked: """
                view: Main
                state:
                  flag: false
                body:
                  - Stepper: "s"
                    value: 1️⃣$flag
                """,
            expected: [
                (1, "error: binding '$flag' has type 'Bool', but a binding to 'Int' is expected [type-mismatch]")
            ]),
        BrokenRule(
            rule: "a statement assigns to state, a binding or a field of one",
            marked: """
                view: Main
                state:
                  title: ""
                body:
                  - Button: "go"
                    action: 1️⃣title.lowercased().count = 1
                  - Text: "{title}"
                """,
            expected: [
                (
                    1,
                    "error: cannot assign to this expression; assign to state, a binding or a field of one [assignment-target]"
                )
            ]),
        BrokenRule(
            rule: "a record literal gives each field once",
            marked: """
                view: Main
                state:
                  flags:
                    type: "[Flag]"
                    initial:
                      - {id: 1, 1️⃣Null: 2, 2️⃣"Null": 3}
                types:
                  Flag: {id: Int, "Null": Int}
                body:
                  - Text: "{flags.count}"
                """,
            expected: [(2, "error: field 'Null' is given twice [duplicate-field]")],
            notes: [(1, "note: 'Null' is first given here")]),
        BrokenRule(
            rule: "a view of the unit is passed each argument once",
            marked: """
                view: Main
                body:
                  - Child:
                      1️⃣Null: 1
                      2️⃣"Null": 2
                """,
            expected: [(2, "error: argument 'Null' is given twice [duplicate-argument]")],
            notes: [(1, "note: 'Null' is first given here")],
            others: [child]),
        BrokenRule(
            rule: "an argument label matches its parameter scalar for scalar",
            marked: """
                view: Main
                body:
                  - Child:
                      1️⃣cafe\u{301}: 1
                """,
            expected: [
                (
                    1,
                    "error: view 'Child' has no prop or binding 'cafe\u{301}'\(otherScalars) [unknown-argument]"
                )
            ],
            others: [("Specs/Child.yaml", "view: Child\nprops:\n  caf\u{E9}: Int\nbody:\n  - Text: \"{caf\u{E9}}\"\n")]),
        BrokenRule(
            rule: "a prop that is not a String takes an expression; a text template there is a type mismatch",
            marked: """
                view: Main
                body:
                  - Child:
                      size: "1️⃣n = {1}"
                """,
            expected: [
                (1, "error: prop 'size' has type 'Int', but a text template gives a String [argument-type-mismatch]")
            ],
            others: [("Specs/Child.yaml", "view: Child\nprops:\n  size: Int\nbody:\n  - Text: \"{size}\"\n")]),
        BrokenRule(
            rule: "a record literal key and a member match their field scalar for scalar",
            marked: """
                view: Main
                state:
                  item:
                    type: Item
                    initial: {1️⃣cafe\u{301}: 2}
                types:
                  Item: {caf\u{E9}: Int}
                body:
                  - Text: "{item.2️⃣cafe\u{301}}"
                """,
            expected: [
                (1, "error: record 'Item' has no field 'cafe\u{301}'\(otherScalars) [unknown-field]"),
                (2, "error: value of type 'Item' has no member 'cafe\u{301}'\(otherScalars) [unknown-member]"),
            ]),
        BrokenRule(
            rule: "a record construction label matches its field scalar for scalar",
            marked: """
                view: Main
                state:
                  items:
                    type: "[Item]"
                    initial: []
                types:
                  Item: {caf\u{E9}: Int}
                body:
                  - Button: "add"
                    action: "items.append(Item(1️⃣cafe\u{301}: 1))"
                  - Text: "{items.count}"
                """,
            expected: [(1, "error: 'Item' has no field 'cafe\u{301}'\(otherScalars) [record-argument]")]),
        BrokenRule(
            rule: "a view of the unit is used by its name spelled scalar for scalar",
            marked: """
                view: Main
                body:
                  - 1️⃣Cafe\u{301}Row
                """,
            expected: [(1, "error: unknown view 'Cafe\u{301}Row'\(otherRowScalars) [unknown-view]")],
            others: [("Specs/Caf\u{E9}Row.yaml", "view: Caf\u{E9}Row\nbody:\n  - Text: \"a\"\n")]),
        BrokenRule(
            rule: "a type of the unit is named scalar for scalar, in a declaration and in a construction",
            marked: """
                view: Main
                props:
                  item: 2️⃣Cafe\u{301}Item
                types:
                  Caf\u{E9}Item: {id: Int}
                  Box: {item: 1️⃣Cafe\u{301}Item}
                body:
                  - Text: "{item.id} {3️⃣Cafe\u{301}Item(id: 1).id}"
                """,
            expected: [
                (1, "error: unknown type 'Cafe\u{301}Item'\(otherItemScalars) [unknown-type]"),
                (2, "error: unknown type 'Cafe\u{301}Item'\(otherItemScalars) [unknown-type]"),
                (3, "error: cannot find type 'Cafe\u{301}Item'\(otherItemScalars) [unknown-type]"),
            ]),
        BrokenRule(
            rule: "two declarations whose names differ only in Unicode normalization are one name declared twice",
            marked: """
                view: Main
                types:
                  1️⃣Caf\u{E9}Item: {id: Int}
                  2️⃣Cafe\u{301}Item: {id: Int}
                body:
                  - Text: "a"
                """,
            expected: [
                (
                    2,
                    "error: type 'Cafe\u{301}Item' is already declared in this unit; it is first declared with other "
                        + "Unicode scalars (U+43 U+61 U+66 U+E9 U+49 U+74 U+65 U+6D) that look the same [duplicate-name]"
                )
            ],
            notes: [(1, "note: 'Cafe\u{301}Item' is first declared here")]),
        BrokenRule(
            rule: "two members whose names differ only in Unicode normalization are one name declared twice",
            marked: """
                view: Main
                state:
                  1️⃣caf\u{E9}: 1
                  2️⃣cafe\u{301}: 2
                body:
                  - Text: "{caf\u{E9}}"
                """,
            expected: [
                (
                    2,
                    "error: 'cafe\u{301}' is already declared in this view; a state value needs its own name; it is "
                        + "first declared with other Unicode scalars (U+63 U+61 U+66 U+E9) that look the same "
                        + "[duplicate-name]"
                )
            ],
            notes: [(1, "note: 'cafe\u{301}' is first declared here")]),
        BrokenRule(
            rule: "an enum case is matched scalar for scalar, in a literal, an expression and a switch",
            marked: """
                view: Main
                types:
                  Mood: [caf\u{E9}, tea]
                state:
                  mood:
                    type: Mood
                    initial: 1️⃣.cafe\u{301}
                body:
                  - if: mood == 2️⃣.cafe\u{301}
                    then:
                      - Text: "a"
                  - switch: mood
                    cases:
                      3️⃣cafe\u{301}: [EmptyView]
                      tea: [EmptyView]
                  - Button: "b"
                    action: mood = 4️⃣.cafe\u{301}
                """,
            expected: [
                (1, "error: enum 'Mood' has no case 'cafe\u{301}'" + otherScalars + " [unknown-case]"),
                (2, "error: enum 'Mood' has no case 'cafe\u{301}'" + otherScalars + " [unknown-enum-case]"),
                (3, "error: enum 'Mood' has no case 'cafe\u{301}'" + otherScalars + " [unknown-case]"),
                (4, "error: enum 'Mood' has no case 'cafe\u{301}'" + otherScalars + " [unknown-enum-case]"),
            ]),
        BrokenRule(
            rule:
                "two enum cases or two fields whose names differ only in Unicode normalization are one declared twice",
            marked: """
                view: Main
                types:
                  Mood: [1️⃣caf\u{E9}, 2️⃣cafe\u{301}]
                  Order:
                    3️⃣caf\u{E9}: Int
                    4️⃣cafe\u{301}: Int
                props:
                  mood: Mood
                  order: Order
                body:
                  - Text: "{mood} {order.caf\u{E9}}"
                """,
            expected: [
                (
                    2,
                    "error: duplicate enum case 'cafe\u{301}'; it is first declared with other Unicode scalars "
                        + "(U+63 U+61 U+66 U+E9) that look the same [duplicate-case]"
                ),
                (
                    4,
                    "error: duplicate field 'cafe\u{301}'; it is first declared with other Unicode scalars "
                        + "(U+63 U+61 U+66 U+E9) that look the same [duplicate-field]"
                ),
            ],
            notes: [
                (1, "note: 'cafe\u{301}' is first declared here"),
                (3, "note: 'cafe\u{301}' is first declared here"),
            ]),
        BrokenRule(
            rule: "a Swift keyword names no view, binding or type",
            marked: """
                view: 1️⃣protocol
                bindings:
                  2️⃣struct: Bool
                types:
                  3️⃣Self: {id: Int}
                body:
                  - Text: "a"
                """,
            expected: [
                (1, "error: 'protocol' is a Swift keyword and cannot name a view [swift-keyword]"),
                (2, "error: 'struct' is a Swift keyword and cannot name a binding [swift-keyword]"),
                (3, "error: 'Self' is a Swift keyword and cannot name a type [swift-keyword]"),
            ]),
        BrokenRule(
            rule: "a view whose name is rejected still has its body checked",
            marked: """
                view: 1️⃣main
                body:
                  - Text: "{2️⃣nope}"
                """,
            expected: [
                (
                    1,
                    "error: view name 'main' must be UpperCamelCase, starting with an uppercase letter [invalid-name-case]"
                ),
                (2, "error: cannot find 'nope' in scope [unknown-name]"),
            ]),
        BrokenRule(
            rule:
                "a SwiftUI modifier the language spells otherwise, and a modifier written as a font, say what to write",
            marked: """
                view: Main
                body:
                  - Text: "a"
                    1️⃣foregroundStyle: red
                    font: 2️⃣bold
                """,
            expected: [
                (1, "error: unknown key 'foregroundStyle' on 'Text'; did you mean 'foregroundColor'? [unknown-key]"),
                (
                    2,
                    "error: unknown font 'bold'; expected largeTitle, title, headline, body, caption or footnote; "
                        + "'bold' is a modifier of its own: write it as its own key, 'bold: true' [unknown-font]"
                ),
            ]),
        BrokenRule(
            rule: "a single '|' suggests '||'",
            marked: """
                view: Main
                state:
                  a: true
                body:
                  - Text: "x"
                    disabled: a 1️⃣| a
                """,
            expected: [(1, "error: unexpected character '|'; did you mean '||'? [unexpected-character]")]),
        BrokenRule(
            rule:
                "an id field, a removeAll(where:) field and a preview value match their declaration scalar for scalar",
            marked: """
                view: Main
                props:
                  caf\u{E9}: Int
                state:
                  items:
                    type: "[Item]"
                    initial: []
                types:
                  Item: {id: Int, caf\u{E9}: Bool}
                body:
                  - ForEach: items
                    id: 1️⃣cafe\u{301}
                    content:
                      - Text: "{item.id} {caf\u{E9}}"
                  - Button: "b"
                    action: "items.removeAll(where: 2️⃣cafe\u{301})"
                previews:
                  - name: A
                    values: {3️⃣cafe\u{301}: 1}
                """,
            expected: [
                (
                    3,
                    "error: view 'Main' has no prop, binding or state named 'cafe\u{301}'\(otherScalars) "
                        + "[unknown-preview-value]"
                ),
                (
                    2,
                    "error: 'removeAll(where:)' takes the name of a Bool field of 'Item' ('caf\u{E9}')\(otherScalars) "
                        + "[wrong-arguments]"
                ),
                (1, "error: 'Item' has no field 'cafe\u{301}' to identify rows by\(otherScalars) [unknown-id-field]"),
            ]),
    ]

    @Test(arguments: rules) func reportsTheBrokenRuleAtItsPlace(_ rule: BrokenRule) {
        rule.expectReported()
    }
}
