import SpecUICompiler
import Testing

/// Mistakes a new user makes, each reported once, where it was written, as the equivalent Swift would be.
@Suite struct OneDiagnosticPerMistakeTests {
    static let point = "types:\n  Pt: {x: Int, y: Int}\n"

    static let mistakes: [BrokenRule] = [
        BrokenRule(
            rule: "a call a row's id has no such method for is not also a change of the id",
            marked: """
                view: Main
                types:
                  B: {name: String}
                state:
                  rows: {type: "[B]", initial: []}
                body:
                  - ForEach: $rows
                    id: name
                    as: b
                    content:
                      - Button: "x"
                        action: b.name.1️⃣append("z")
                """,
            expected: [
                (
                    1,
                    "error: cannot call 'append' on 'b.name' of type 'String'; statements call 'toggle()' on a Bool "
                        + "and 'append', 'insert', 'remove' or 'removeAll' on an array [unknown-method]"
                )
            ]),
        BrokenRule(
            rule: "a value that needs a type from the target of an assignment that failed is not also reported",
            marked: """
                view: Main
                body:
                  - Button: "b"
                    action:
                      - 1️⃣nope = .dark
                      - 2️⃣nada = nil
                      - "3️⃣none = []"
                """,
            expected: [
                (1, "error: cannot find 'nope' in scope [unknown-name]"),
                (2, "error: cannot find 'nada' in scope [unknown-name]"),
                (3, "error: cannot find 'none' in scope [unknown-name]"),
            ]),
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
                (2, "error: field 'x' is given twice; did you mean 'y'? [duplicate-field]"),
                (4, "error: field 'x' is given twice; did you mean 'y'? [duplicate-field]"),
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
            expected: [(2, "error: field 'x' is given twice [duplicate-field]")],
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
        rule.expectReported()
    }
}

/// Mistakes whose consequences elsewhere in the spec are part of the one diagnostic that tells them.
extension OneDiagnosticPerMistakeTests {
    @Test(arguments: [
        ("count = 0", "count: 0"),
        ("var count = 0", "count: 0"),
        ("private var count = 1_000", "count: 1000"),
    ])
    func aStateSectionWrittenAsASwiftDeclarationIsToldItsEntry(declaration: String, entry: String) throws {
        let marked = MarkedText("view: Main\nstate:\n  1️⃣\(declaration)\nbody:\n  - Text: \"{count}\"\n")
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: 'state:' holds a Swift declaration; the spec writes a mapping of state names to "
                    + "initial values: write '\(entry)' [swift-declaration]"
            ])
        #expect(try #require(result.diagnostics.first?.fixIt).replacement == entry)
        // On the line of `state:`, the entry goes on a line of its own, with the blanks after the colon gone.
        let onKeyLine = checkSpec(MarkedText("view: Main\nstate: \(declaration)\nbody:\n  - Text: \"{count}\"\n"))
        #expect(
            onKeyLine.diagnostics.first?.fixIt
                == Diagnostic.FixIt(
                    range: SourceRange(
                        start: SourceLocation(line: 2, column: 7),
                        end: SourceLocation(line: 2, column: 8 + declaration.count)),
                    replacement: "\n  " + entry))
        // A CRLF file's line break.
        let crlf = checkSpec(MarkedText("view: Main\r\nstate: \(declaration)\r\nbody:\r\n  - Text: \"{count}\"\r\n"))
        #expect(crlf.diagnostics.first?.fixIt?.replacement == "\r\n  " + entry)
    }

    /// A value that does not state its type (`[]`, `nil`) is told the explicit form, with no fix-it, since its type
    /// is not known; Swift's empty array of a type (`[Todo]()`) is that type's explicit form.
    @Test func aSwiftDeclarationWhoseValueStatesNoTypeIsToldTheExplicitForm() throws {
        func check(_ declaration: String) -> CheckedSpecs {
            checkSpec(MarkedText("view: Main\nstate: \(declaration)\nbody:\n  - Text: \"hi\"\n"))
        }
        let told =
            "error: 'state:' holds a Swift declaration; the spec writes a mapping of state names to initial values:"
        #expect(
            check("items = []").lines == [
                "2:8: \(told) '[]' does not say the state's type, so write it with its type: 'items: {type: ..., "
                    + "initial: []}' [swift-declaration]"
            ])
        #expect(check("items = []").diagnostics.first?.fixIt == nil)
        #expect(check("picked = nil").diagnostics.first?.fixIt == nil)
        let array = check("todos = [Int]()")
        #expect(
            array.lines == [
                "2:8: \(told) write 'todos: {type: \"[Int]\", initial: []}' [swift-declaration]"
            ])
        #expect(try #require(array.diagnostics.first?.fixIt).replacement == "\n  todos: {type: \"[Int]\", initial: []}")
    }

    @Test func anUnknownEnvironmentValueIsNotAlsoAnUnknownName() {
        let marked = MarkedText("view: Main\nenvironment:\n  - 1️⃣locale\nbody:\n  - Text: \"{locale}\"\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown environment value 'locale'; expected layoutDirection or colorScheme "
                    + "[unknown-environment-value]"
            ])
    }

    @Test func aViewsValueWrittenAsAKeyIsNotAlsoMissing() {
        let marked = MarkedText(
            "view: Main\nstate:\n  on: false\nbody:\n  - Toggle:\n    1️⃣title: \"On\"\n    isOn: $on\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown key 'title' on 'Toggle'; write a title template as the value of "
                    + "'Toggle:' itself [unknown-key]"
            ])
    }

    @Test func aPropTheBodyAssignsIsNotAlsoUnused() {
        let marked = MarkedText("view: Main\nprops:\n  count: Int\nbody:\n  - Button: Add\n    action: 1️⃣count += 1\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: cannot assign to 'count': it is a prop; only state and bindings can change "
                    + "[assignment-to-constant]"
            ])
    }

    @Test func aTypeNamedLikeAViewIsReportedOnceAndItsUsesAreNot() {
        let result = checkSpecs([
            ("Specs/Product.yaml", "view: Product\nbody:\n  - Text: a\n"),
            ("Specs/Types.yaml", "types:\n  Product:\n    id: Int\n  Aisle:\n    id: Int\n    items: \"[Product]\"\n"),
        ])
        #expect(
            result.lines == [
                "2:3: error: type 'Product' is already declared in this unit [duplicate-name]"
            ])
    }

    /// Swift's `1_000` is a String to YAML: said where it is written, as a state's start or where a number is due.
    @Test func aNumberWithSwiftsSeparatorsIsToldYAMLReadsItAsAString() {
        let marked = MarkedText(
            """
            view: Main
            state:
              budget: 1️⃣1_000
              limit:
                type: Int
                initial: 2️⃣2_500
            body:
              - Text: "{budget} {limit}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): warning: state 'budget' starts as the String \"1_000\"; YAML reads no '_' in a number: "
                    + "write 'budget: 1000', or 'budget: \"1_000\"' to mean the text [word-as-state-value]",
                "\(marked[2]): error: expected a value of type 'Int', found a string; YAML reads no '_' in a number, so "
                    + "'2_500' is a string: write 2500 [literal-type-mismatch]",
            ])
    }

    /// `foregroundColor: #FF0000` leaves the value empty, with the rest of the line a comment. Where no text can start
    /// with `#`, it is not told to be quoted, which would keep the `#`.
    @Test func aValueYAMLReadsAsACommentIsToldSo() {
        let marked = MarkedText("view: Main\nbody:\n  - Text: a\n    foregroundColor: 1️⃣#FF0000\n")
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: expected a color (black, white, gray, red, orange, yellow, green, mint, teal, "
                    + "cyan, blue, indigo, purple, pink, brown, primary, secondary or accentColor); YAML reads "
                    + "'#FF0000' as a comment, so the value is empty [missing-value]"
            ])
        #expect(result.diagnostics.first?.range.end.column == marked[1].column + 7)
        // A name or a number behind the `#` is most likely the value itself.
        let named = MarkedText(
            "view: Main\nbody:\n  - Text: a\n    foregroundColor: 1️⃣#red\n    padding: 2️⃣#8\n  - Text: 3️⃣#tag\n")
        #expect(
            checkSpec(named).lines.map { $0.replacing(/\(black.*accentColor\)/, with: "(…)") } == [
                "\(named[1]): error: expected a color (…); YAML reads '#red' as a comment, so the value is empty: "
                    + "write 'red' without the '#' [missing-value]",
                "\(named[2]): error: expected 'true', an Int or {edges, length} for 'padding'; YAML reads '#8' as a "
                    + "comment, so the value is empty: write '8' without the '#' [missing-value]",
                // Text can start with `#`: quoted, it is shown.
                "\(named[3]): error: 'Text' needs a string template; YAML reads '#tag' as a comment: to show it, quote "
                    + "it, \"#tag\" [missing-value]",
            ])
        #expect(checkSpec(named).diagnostics.map { $0.fixIt?.replacement } == [nil, nil, "\"#tag\""])
        // A number behind the `#` of a word of a fixed set (`#333`, a hex color) is not told to go without it.
        let hex = MarkedText("view: Main\nbody:\n  - Text: a\n    foregroundColor: 1️⃣#333\n")
        #expect(
            checkSpec(hex).lines.map { $0.replacing(/\(black.*accentColor\)/, with: "(…)") } == [
                "\(hex[1]): error: expected a color (…); YAML reads '#333' as a comment, so the value is empty "
                    + "[missing-value]"
            ])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// Swift's declaration keyword before a name is reported once; the name is declared, so its uses are checked.
    @Test(arguments: [
        ("props:\n  1️⃣let title: String\n", "prop name 'let title'", "let", "title"),
        ("state:\n  1️⃣var title: \"\"\n", "state value name 'var title'", "var", "title"),
        (
            "types:\n  1️⃣struct Seat:\n    title: String\nprops:\n  seat: Seat\n", "type name 'struct Seat'", "struct",
            "Seat"
        ),
    ])
    func aDeclarationKeywordBeforeANameIsToldOnce(
        section: String, written: String, keyword: String, name: String
    ) throws {
        let reads = name == "Seat" ? "{seat.title}" : "{title}"
        let marked = MarkedText("view: Main\n\(section)body:\n  - Text: \"\(reads)\"\n")
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: \(written) is not a valid Swift identifier; '\(keyword)' is Swift's, and the "
                    + "section a name is under says what it is: write '\(name)' [invalid-identifier]"
            ])
        #expect(try #require(result.diagnostics.first?.fixIt).replacement == name)
    }

    /// A record literal whose only unknown field names its only missing one is that one mistake, told its field.
    @Test func aRenamedFieldInARecordLiteralIsOneUnknownField() throws {
        let marked = MarkedText(
            """
            view: Main
            types:
              Seat:
                id: Int
                row: String
            state:
              seats:
                type: "[Seat]"
                initial:
                  - {id: 1, 1️⃣rowName: "A"}
                  - {id: 2, 2️⃣rowName: "B", 3️⃣extra: 1}
            body:
              - Text: "{seats.count}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: record 'Seat' has no field 'rowName'; did you mean 'row'? [unknown-field]",
                // With two unknown fields, neither is taken for the missing one.
                "\(marked[2]): error: record 'Seat' has no field 'rowName' [unknown-field]",
                "\(marked[3]): error: record 'Seat' has no field 'extra' [unknown-field]",
                "11:9: error: missing field 'row' for a value of 'Seat' [missing-field]",
            ])
        #expect(try #require(result.diagnostics.first?.fixIt).replacement == "row")
    }

    /// A type or environment section of the wrong shape declares the names it meant, told how to write them.
    @Test func aTypeOrEnvironmentOfTheWrongShapeDeclaresItsNames() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Status: 1️⃣idle, busy
              Job:
                - 2️⃣failed(reason: String)
                - done
            environment:
              3️⃣colorScheme: dark
            props:
              status: Status
              job: Job
            body:
              - Text: '{colorScheme == .dark ? "D" : "L"}'
              - Text: '{job == .failed ? "F" : "-"}'
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: expected a record ({field: Type}) or an enum ([case, case]) for type 'Status'; "
                    + "found a scalar; write its cases as a list: '[idle, busy]' [expected-type-declaration]",
                "\(marked[2]): error: enum case name 'failed(reason: String)' is not a valid Swift identifier; an enum "
                    + "case carries no value in the language: write 'failed', and keep the value in a state or a "
                    + "record's field [invalid-identifier]",
                "\(marked[3]): error: expected a list of environment values (layoutDirection or colorScheme); found a "
                    + "mapping; an environment value is listed by name, not given a value: write "
                    + "'environment: [colorScheme]' [expected-list]",
            ])
    }

    /// A `ForEach` without `content:` is told so; the rows written beside it do not also lack its loop variable.
    @Test func theRowsBesideAForEachWithoutContentDoNotLackItsLoopVariable() {
        let marked = MarkedText(
            """
            view: Main
            props:
              names: "[String]"
            body:
              - 1️⃣ForEach: names
                id: self
                as: name
              - Text: "{name}"
            """)
        #expect(checkSpec(marked).lines.first == "\(marked[1]): error: 'ForEach' needs 'content' [missing-argument]")
        #expect(!checkSpec(marked).lines.contains { $0.contains("[unknown-name]") || $0.contains("[shadowed-name]") })
    }

    /// A node missing its nodes or its action still has its other parts checked, in the same run.
    @Test func aNodeWithoutItsNodesHasItsOtherPartsChecked() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Mode: [light, dark]
            state:
              mode: {type: Mode, initial: .light}
            body:
              - 1️⃣if: mode == 2️⃣.drak
              - 3️⃣Section: "{mode.4️⃣nme}"
              - 5️⃣ForEach: 6️⃣modes
                as: m
              - 7️⃣Button: "{8️⃣mod}"
            """)
        let missing = { (key: String, node: String) in "error: '\(node)' needs '\(key)' [missing-argument]" }
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): \(missing("then", "if"))",
                "\(marked[3]): \(missing("content", "Section"))",
                "\(marked[5]): \(missing("content", "ForEach"))",
                "\(marked[7]): \(missing("action", "Button"))",
                "\(marked[2]): error: enum 'Mode' has no case 'drak'; did you mean 'dark'? [unknown-enum-case]",
                "\(marked[4]): error: value of type 'Mode' has no member 'nme' [unknown-member]",
                "\(marked[6]): error: cannot find 'modes' in scope; did you mean 'mode'? [unknown-name]",
                "\(marked[8]): error: cannot find 'mod' in scope; did you mean 'mode'? [unknown-name]",
            ])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// A case of the enum an expression expects, written without its dot, is told its dot, as its fix-it.
    @Test func aCaseWrittenWithoutItsDotInAnExpressionIsToldItsDot() throws {
        let marked = MarkedText(
            """
            view: Main
            types:
              Status: [onSale, soldOut]
            props:
              status: Status
            body:
              - Text: "{status == 1️⃣onSale ? 1 : 0}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: cannot find 'onSale' in scope; 'onSale' is a case of 'Status': write '.onSale' "
                    + "[unknown-name]"
            ])
        #expect(try #require(result.diagnostics.first?.fixIt).replacement == ".onSale")
    }

    /// Misspelled too, it is told the case it is close to, when no name in scope is closer to hand.
    @Test func aMisspelledCaseWrittenWithoutItsDotIsToldTheCase() throws {
        let marked = MarkedText(
            """
            view: Main
            types:
              Status: [onSale, soldOut]
            props:
              status: Status
            body:
              - Text: "{status == 1️⃣onSal ? 1 : 0}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: cannot find 'onSal' in scope; did you mean '.onSale', a case of 'Status'? "
                    + "[unknown-name]"
            ])
        #expect(try #require(result.diagnostics.first?.fixIt).replacement == ".onSale")
    }
}

/// Sections and keys written in another shape than the spec's, each read as what it was meant to be.
extension OneDiagnosticPerMistakeTests {
    @Test func aMisspelledSectionIsReadAsTheSectionItWasToldToBe() throws {
        let marked = MarkedText(
            """
            view: Main
            1️⃣sate:
              count: 0
            2️⃣prop:
              title: String
            body:
              - Text: "{title}"
              - Button: "+"
                action: count += 1
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: unknown top-level key 'sate'; did you mean 'state'? [unknown-key]",
                "\(marked[2]): error: unknown top-level key 'prop'; did you mean 'props'? [unknown-key]",
            ])
        #expect(result.diagnostics.map(\.fixIt?.replacement) == ["state", "props"])
    }

    @Test func aViewNamedUnderAnotherKeyIsToldViewKey() throws {
        let marked = MarkedText("1️⃣name: Main\nstate:\n  count: 0\nbody:\n  - Text: \"{count}\"\n")
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: unknown top-level key 'name'; a spec names its view with 'view:' [unknown-key]"
            ])
        #expect(try #require(result.diagnostics.first?.fixIt).replacement == "view")
    }

    @Test func aSectionWrittenAsAListOfMappingsDeclaresItsEntries() {
        let marked = MarkedText(
            """
            view: Main
            props:
              1️⃣- title: String
              - count: Int
            state:
              2️⃣- on: false
            body:
              - Text: "{title} {count}"
              - Toggle: "x"
                isOn: $on
            """)
        let hint = "; found a list of mappings; write its entries without their '- ' [expected-mapping]"
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: expected a mapping of prop names to types" + hint,
                "\(marked[2]): error: expected a mapping of state names to initial values" + hint,
            ])
    }

    /// A declaration written without its colon (`title String`) is told the colon, as the fix-it where its line
    /// then reads as the entry; its name is not also unknown where it is used or passed.
    @Test func aDeclarationWithoutItsColonIsOneErrorToldTheColon() {
        let row = MarkedText(
            """
            view: Row
            props:
              1️⃣title2️⃣ String
            bindings:
              3️⃣isOn4️⃣ Bool
            state:
              5️⃣count6️⃣ 0
            body:
              - Toggle: "{title} {count}"
                isOn: $isOn
            """)
        let screen = """
            view: Screen
            state:
              on: false
            body:
              - Row:
                  title: "Hello"
                  isOn: $on
            """
        let result = checkSpecs([("Specs/Row.yaml", row.text), ("Specs/Screen.yaml", screen)])
        let found = "; found a scalar; write ': ' between"
        #expect(
            result.lines == [
                "\(row[1]): error: expected a mapping of prop names to types\(found) 'title' and its value: "
                    + "'title: String' [expected-mapping]",
                "\(row[3]): error: expected a mapping of binding names to types\(found) 'isOn' and its value: "
                    + "'isOn: Bool' [expected-mapping]",
                "\(row[5]): error: expected a mapping of state names to initial values\(found) 'count' and its value: "
                    + "'count: 0' [expected-mapping]",
            ])
        #expect(result.diagnostics.map(\.fixIt?.range.start) == [row[2], row[4], row[6]])
        #expect(result.diagnostics.map(\.fixIt?.replacement) == [":", ":", ":"])
    }

    /// On the line of its section's key, the colon would not make a mapping YAML reads; nor is it told where what
    /// follows a prop's name is no type (`title 0`). A tab between them is told as a space is.
    @Test(arguments: ["props: 1️⃣title String", "props:\n  1️⃣title 0", "props:\n  1️⃣title is String"])
    func aDeclarationWithoutItsColonIsNotGivenTheColonWhereItWouldNotRead(section: String) {
        let marked = MarkedText("view: Main\n\(section)\nbody:\n  - Text: \"{title}\"\n")
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: expected a mapping of prop names to types; found a scalar [expected-mapping]"
            ])
        #expect(result.diagnostics.first?.fixIt == nil)
        let tab = checkSpec(MarkedText("view: Main\nprops:\n  title\tString\nbody:\n  - Text: \"{title}\"\n"))
        #expect(tab.diagnostics.map { $0.fixIt?.replacement } == [":"])
    }

    /// Several declarations without their colons, which YAML folds into one text, are each told, without a fix-it,
    /// and declare their names.
    @Test func declarationsWithoutTheirColonsOnSeveralLinesAreOneError() {
        let marked = MarkedText("view: Main\nprops:\n  1️⃣a String\n  b Int\nbody:\n  - Text: \"{a} {b}\"\n")
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: expected a mapping of prop names to types; found a scalar; write ': ' between "
                    + "each name and its value: 'a: String' and 'b: Int' [expected-mapping]"
            ])
        #expect(result.diagnostics.first?.fixIt == nil)
    }

    /// A view name written as nothing (`view:`, `view: ""`, `view: [Card]`) stands in as the file's, as a missing
    /// one does: the views using it by that name are not told it is unknown, nor that the file declares ''.
    @Test(arguments: ["view:", "view: \"\"", "view: [Card]"])
    func aViewNameWrittenAsNothingStandsInAsTheFilesName(line: String) {
        let card = "\(line)\nprops:\n  title: String\nbody:\n  - Text: \"{title}\"\n"
        let main = "view: Main\nbody:\n  - Card:\n      title: \"a\"\n"
        let result = checkSpecs([("Specs/Card.yaml", card), ("Specs/Main.yaml", main)])
        #expect(result.diagnostics.map(\.file) == ["Specs/Card.yaml"])
    }

    /// A spec without its `view:` is still checked, under its file's name taken as a rejected one: its own mistakes
    /// and the other specs' are reported, and the views using it by that name are not told it is unknown.
    @Test func aSpecWithoutItsViewNameIsStillCheckedAndNotUnknownWhereUsed() {
        let counter = MarkedText(
            """
            1️⃣state:
              count: 0
            body:
              - Text: "{2️⃣cont}"
            """)
        let other = MarkedText(
            """
            view: Other
            body:
              - Counter
              - Text: "{3️⃣missing}"
            """)
        let result = checkSpecs([("Specs/Counter.yaml", counter.text), ("Specs/Other.yaml", other.text)])
        #expect(
            result.lines == [
                "\(counter[1]): error: 'state' and 'body' need a 'view' name [missing-view]",
                "\(counter[2]): error: cannot find 'cont' in scope; did you mean 'count'? [unknown-name]",
                "\(other[3]): error: cannot find 'missing' in scope [unknown-name]",
            ])
        #expect(result.notes.isEmpty)
    }

    /// A name read in several places and told the same near declaration, which nothing reads, points at that
    /// declaration too: it may be the misspelling. A name read once is only told its near name.
    @Test func aNearDeclarationReadNowhereIsNotedWhereSeveralUsesAreToldIt() {
        let marked = MarkedText(
            """
            view: Main
            props:
              1️⃣nam: String
            state:
              count: 0
            body:
              - Text: "{2️⃣name}"
              - Text: "Hi {3️⃣name}"
              - Text: "{4️⃣cont}"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.location) == [marked[2], marked[3], marked[4]])
        let note = "note: 'nam' is declared here and read nowhere else; the declaration may be the misspelling"
        #expect(result.notes == ["\(marked[1]): " + note, "\(marked[1]): " + note])
    }

    /// A record's fields written as a list of one-field mappings (`[id: Int, name: String]`) are one error, with
    /// the mapping as the fix-it where it is written on one line, and are read as the record's.
    @Test func aRecordWrittenAsAListIsOneErrorAndReadAsTheRecord() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Item: 1️⃣[id: Int, name: String]
              Tag:
                2️⃣- id: Int
                - label: String
            state:
              it: {type: Item, initial: {id: 1, name: a}}
              tg: {type: Tag, initial: {id: 1, label: b}}
            body:
              - Text: "{it.name} {tg.label}"
            """)
        let result = checkSpec(marked)
        let record = "error: a record is declared as a mapping of its fields, not a list of them: write"
        #expect(
            result.lines == [
                "\(marked[1]): \(record) 'Item: {id: Int, name: String}' [expected-type-declaration]",
                "\(marked[2]): \(record) 'Tag: {id: Int, label: String}' [expected-type-declaration]",
            ])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == ["{id: Int, name: String}", nil])
    }

    /// A Section's nodes written as its value (`- Section:` over its list) are one error, told where they go, and
    /// read as its content, whose own mistakes are still reported.
    @Test func aSectionsNodesWrittenAsItsValueAreOneErrorAndReadAsItsContent() {
        let marked = MarkedText(
            """
            view: Main
            body:
              - List:
                  - 1️⃣Section:
                      - Text: "{2️⃣x}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: 'Section' needs 'content'; its value is its header, and its nodes go under "
                    + "'content:', at the column of 'Section' [missing-argument]",
                "\(marked[2]): error: cannot find 'x' in scope [unknown-name]",
            ])
    }

    /// Cases written with their type in an array literal with nothing around it to type it (`[Page.intro, .outro]`)
    /// are one error, told to keep the cases in a state: the cases beside it are not also without an enum.
    @Test func casesWithTheirTypeInAnArrayLiteralAreOneErrorToldAState() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Page: [intro, outro]
            body:
              - ForEach: "[1️⃣Page.intro, .outro]"
                id: self
                as: p
                content:
                  - Text: "{p}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: cannot find 'Page' in scope; the spec writes a case of 'Page' without its type, "
                    + "as '.intro' where a 'Page' is expected; an array literal gives '.intro' no enum to belong to, so "
                    + "keep the cases in a state of type '[Page]' [unknown-name]"
            ])
        // Swift's `allCases` is no case: told the same.
        let allCases = MarkedText(
            "view: Main\ntypes:\n  Page: [intro, outro]\nbody:\n  - Text: \"{1️⃣Page.allCases.count}\"\n")
        #expect(
            checkSpec(allCases).lines == [
                "\(allCases[1]): error: cannot find 'Page' in scope; the spec reads no member of a type, such as Swift's "
                    + "'allCases': keep the cases in a state of type '[Page]' [unknown-name]"
            ])
    }

    @Test func casesWrittenRightUnderSwitchAreOneErrorAndReadAsItsCases() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Sync: [idle, syncing, synced, failed]
            props:
              sync: Sync
            body:
              - switch: sync
                1️⃣idle: [Text: "a"]
                syncing: [Text: "b"]
                synced: [Text: "c"]
                failed: [Text: "d"]
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: 'switch' needs 'cases'; its cases ('idle', 'syncing', 'synced', …) go in a "
                    + "mapping under 'cases:' [missing-argument]"
            ])
    }

    @Test func aLoneUnknownKeyOfAnExplicitStateStandsForTheMissingOne() throws {
        let marked = MarkedText(
            """
            view: Main
            types:
              Frequency: [daily, weekly]
            state:
              g:
                type: Frequency
                1️⃣default: .daily
            body:
              - Text: "{g}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: unknown key 'default' in state 'g'; did you mean 'initial'? [unknown-key]"
            ])
        #expect(try #require(result.diagnostics.first?.fixIt).replacement == "initial")
    }
}

/// Swift's spellings of names, told the spec's.
extension OneDiagnosticPerMistakeTests {
    @Test func aCaseWrittenWithItsTypeIsToldToDropTheType() throws {
        let marked = MarkedText(
            """
            view: Main
            types:
              Frequency: [daily, weekly]
            state:
              frequency: {type: Frequency, initial: .daily}
            body:
              - Button: "Weekly"
                action: frequency = 1️⃣Frequency.weekly
              - Text: "{frequency == 2️⃣Frequency.weekyl}"
            """)
        let result = checkSpec(marked)
        let hint = "; the spec writes a case of 'Frequency' without its type"
        #expect(
            result.lines == [
                "\(marked[1]): error: cannot find 'Frequency' in scope\(hint), as '.weekly' where a 'Frequency' is "
                    + "expected [unknown-name]",
                "\(marked[2]): error: cannot find 'Frequency' in scope\(hint), and 'Frequency' has no case 'weekyl'; "
                    + "did you mean '.weekly'? [unknown-name]",
            ])
        #expect(result.diagnostics.map(\.fixIt?.replacement) == [".weekly", ".weekly"])
    }

    /// `.weekly` needs a `Frequency` expected where it stands, so the fix-it is offered only there: compared with a
    /// value of the enum, on either side, or where the context wants one; not in a text, nor where the other side is
    /// a case written with its type too.
    @Test func aCaseWithItsTypeIsFixedOnlyWhereContextGivesTheEnum() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Frequency: [daily, weekly]
            state:
              on: false
              frequency: {type: Frequency, initial: .daily}
            body:
              - Text: "{1️⃣Frequency.weekly == frequency} {on ? 2️⃣Frequency.daily : 3️⃣Frequency.weekly}"
              - if: "4️⃣Frequency.daily == 5️⃣Frequency.weekly"
                then: [Divider]
              - Button: "Flip"
                action: "frequency = on ? 6️⃣Frequency.daily : 7️⃣Frequency.weekly"
            """)
        let diagnostics = checkSpec(marked).diagnostics
        #expect(diagnostics.map(\.range.start) == (1...7).map { marked[$0] })
        #expect(diagnostics.map(\.fixIt?.replacement) == [".weekly", nil, nil, nil, nil, ".daily", ".weekly"])
    }

    /// A case written with its type where another type is expected is one diagnostic: it is not also a mismatch.
    @Test func aCaseWithItsTypeWhereAnotherTypeIsExpectedIsOneDiagnostic() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Frequency: [daily, weekly]
              Tint: [red]
            state:
              frequency: {type: Frequency, initial: .daily}
              n: 0
            body:
              - Text: "{frequency} {n} {[1️⃣Frequency.daily, 1].count}"
              - Button: "a"
                action: "frequency = 2️⃣Tint.red"
              - Button: "b"
                action: "n = 3️⃣Frequency.weekly"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.code) == ["unknown-name", "unknown-name", "unknown-name"])
        #expect(result.diagnostics.map(\.range.start) == [marked[1], marked[2], marked[3]])
    }

    /// Parentheses and nested ternaries give no context either when all they hold is cases written with their type.
    @Test func parenthesesAndNestedTernariesOfCasesWithTheirTypeGiveNoContext() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Frequency: [daily, weekly]
            state:
              on: false
              frequency: {type: Frequency, initial: .daily}
            body:
              - Text: "{(1️⃣Frequency.daily) == 2️⃣Frequency.weekly}"
              - Text: "{on ? 3️⃣Frequency.daily : (on ? 4️⃣Frequency.weekly : 5️⃣Frequency.daily)}"
              - Text: "{frequency == (on ? 6️⃣Frequency.daily : .weekly)} {(7️⃣Frequency.daily) == frequency}"
              - ForEach: "[8️⃣Frequency.daily, Frequency.weekly]"
                id: self
                content: [Divider]
              - ForEach: "[frequency, 🔟Frequency.weekly]"
                id: self
                content: [Divider]
            """)
        let diagnostics = checkSpec(marked).diagnostics.filter { $0.code == "unknown-name" }
        // The second case with its type in one array literal is told with the first.
        #expect(diagnostics.map(\.range.start) == [1, 2, 3, 4, 5, 6, 7, 8, 10].map { marked[$0] })
        #expect(
            diagnostics.map(\.fixIt?.replacement) == [nil, nil, nil, nil, nil, ".daily", ".daily", nil, ".weekly"])
    }

    /// Swift's `id: \.self` and a loop variable written `$name` are read as their fix-its write them, so the rows
    /// are checked in the same run.
    @Test func aForEachWithSwiftsSpellingsStillChecksItsRows() {
        let marked = MarkedText(
            """
            view: Main
            state:
              names: ["a", "b"]
            body:
              - ForEach: names
                id: 1️⃣\\.self
                as: 2️⃣$name
                content:
                  - Text: "{3️⃣nam}"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.code) == ["invalid-identifier", "invalid-identifier", "unknown-name"])
        #expect(result.diagnostics.map(\.range.start) == [marked[1], marked[2], marked[3]])
        #expect(result.diagnostics.map(\.fixIt?.replacement) == ["self", "name", "name"])
    }

    /// A prop or binding written as a state's explicit form, with a default, is told inputs have no default, and is
    /// read as its type so that its uses are checked.
    @Test func anInputWrittenWithADefaultIsToldItIsItsTypeAlone() {
        let marked = MarkedText(
            """
            view: Main
            props:
              name: 1️⃣{ type: String, default: "x" }
              tags: 2️⃣{ type: "[String]?" }
            bindings:
              on: 3️⃣{ type: Bool, default: false }
            body:
              - Text: "{name} {(tags ?? []).count} {4️⃣nam}"
              - Toggle: "On"
                isOn: $on
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines.first
                == "\(marked[1]): error: a prop is declared by its type alone: write 'name: String'; props take no "
                + "default value, and a view using this one passes each of its props [expected-type]")
        #expect(result.diagnostics.map(\.range.start) == [marked[1], marked[2], marked[3], marked[4]])
        #expect(result.diagnostics.map(\.fixIt?.replacement) == ["String", "\"[String]?\"", "Bool", "name"])
    }

    /// Written as a block mapping, the input's fix-it ends with the mapping's last value, not at the next key.
    @Test func aBlockMappingInputIsReplacedUpToItsLastValue() {
        let marked = MarkedText(
            """
            view: Main
            props:
              title:
                1️⃣type: String
                default: "x"2️⃣
              size: Int
            body:
              - Text: "{title} {size}"
            """)
        let fixIt = checkSpec(marked).diagnostics.first?.fixIt
        #expect(fixIt?.range == SourceRange(start: marked[1], end: marked[2]))
        #expect(fixIt?.replacement == "String")
        // A value over several lines, or a flow mapping over several lines, leaves no range certain: no fix-it.
        let uncertain = MarkedText(
            """
            view: Main
            props:
              items:
                type: "[String]"
                default:
                  - a
              name: {
                type: String,
                default: "x"
              }
            body:
              - Text: "{items.count} {name}"
            """)
        let diagnostics = checkSpec(uncertain).diagnostics.filter { $0.code == "expected-type" }
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.fixIt == nil })
    }

    /// A misspelled name where a binding is taken is fixed to the binding at once, when the name meant is a state
    /// or a binding; a prop, which no binding reaches, keeps the plain did-you-mean.
    @Test func aMisspelledNameWhereABindingIsTakenIsFixedToTheBinding() {
        let marked = MarkedText(
            """
            view: Main
            props:
              title: String
            state:
              on: false
              name: ""
            body:
              - Toggle: "x"
                isOn: 1️⃣onn
              - TextField: "y"
                text: 2️⃣nme
              - TextField: "z"
                text: 3️⃣titl
            """)
        let result = checkSpec(marked).diagnostics.filter { $0.severity == .error }
        #expect(result.map(\.range.start) == [marked[1], marked[2], marked[3]])
        #expect(result.map(\.fixIt?.replacement) == ["$on", "$name", "title"])
        #expect(
            result.first?.message
                == "cannot find 'onn' in scope; did you mean 'on'? 'isOn' takes a binding; write '$on'")
    }

    /// A misspelled `default:` is read as the default, so the switch is not also non-exhaustive; a misspelled case
    /// is not renamed to a case written beside it, which would be a duplicate key.
    @Test func aSwitchsMisspelledDefaultAndCaseAreOneDiagnosticEach() {
        let marked = MarkedText(
            """
            view: Main
            types:
              St: [idle, loaded]
            state:
              s: {type: St, initial: .idle}
            body:
              - switch: s
                cases:
                  idle: []
                  1️⃣loadd: []
                  loaded: []
              - switch: s
                cases:
                  idle: []
                2️⃣defualt:
                  - Text: "d"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.code) == ["unknown-key", "unknown-case"])
        #expect(Set(result.diagnostics.map(\.range.start)) == [marked[1], marked[2]])
        #expect(result.diagnostics.first { $0.code == "unknown-case" }?.fixIt == nil)
        #expect(result.diagnostics.first { $0.code == "unknown-key" }?.fixIt?.replacement == "default")
    }

    /// `Status.loading:` as a switch key is Swift's spelling: the key is the case alone, which is the fix-it, and
    /// the case is not also missing.
    @Test func aSwitchKeyWrittenWithItsTypeIsToldTheCaseAlone() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Status: [loading, done]
            state:
              s: {type: Status, initial: .loading}
            body:
              - switch: s
                cases:
                  1️⃣Status.loading: []
                  done: []
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: enum 'Status' has no case 'Status.loading'; a case key is written without its "
                    + "type: write 'loading:' [unknown-case]"
            ])
        #expect(result.diagnostics.first?.fixIt?.replacement == "loading")
    }

    @Test func aMisspelledBindingTargetIsToldTheCloseNameNotABoolean() throws {
        let marked = MarkedText("view: Main\nstate:\n  onn: false\nbody:\n  - Toggle: \"x\"\n    isOn: $1️⃣on\n")
        let result = checkSpec(marked)
        #expect(result.lines == ["\(marked[1]): error: cannot find 'on' in scope; did you mean 'onn'? [unknown-name]"])
        #expect(try #require(result.diagnostics.first?.fixIt).replacement == "onn")
    }

    /// The spec has no computed state: an expression reading the view's names is the text the state starts as.
    @Test func aStateStartedFromAnExpressionIsWarnedItIsTheText() {
        let marked = MarkedText(
            """
            view: Main
            state:
              subtotal: 100
              total: 1️⃣subtotal * 2
              greeting: Hello subtotal
              range: 1-2
            body:
              - Text: "{subtotal} {total} {greeting} {range}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): warning: state 'total' starts as the String \"subtotal * 2\", not as the value of an "
                    + "expression reading 'subtotal': a state starts from a value written in the spec; write that "
                    + "value, or 'total: \"subtotal * 2\"' to mean the text [word-as-state-value]"
            ])
    }

    @Test func aStateStartedFromAnotherNameIsWarnedItIsTheWord() {
        let marked = MarkedText(
            "view: Main\nprops:\n  goal: Int\nstate:\n  current: 1️⃣goal\nbody:\n  - Text: \"{current}/{goal}\"\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): warning: state 'current' starts as the String \"goal\", not as the prop 'goal': a state "
                    + "starts from a value written in the spec; write that value, or 'current: \"goal\"' to mean the "
                    + "text [word-as-state-value]"
            ])
    }
}

/// Did-you-means that are also fix-its, and keys told what their construct takes.
extension OneDiagnosticPerMistakeTests {
    @Test func aMisspelledTypeIsFixedWhereverItIsWritten() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Habit: {id: Int}
            props:
              a: 1️⃣Strin
              b: "[2️⃣Habt]"
            state:
              s: {type: 3️⃣Boool, initial: true}
            body:
              - Text: "{a} {b.count} {s}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: unknown type 'Strin'; did you mean 'String'? [unknown-type]",
                "\(marked[2]): error: unknown type 'Habt'; did you mean 'Habit'? [unknown-type]",
                "\(marked[3]): error: unknown type 'Boool'; did you mean 'Bool'? [unknown-type]",
            ])
        #expect(result.diagnostics.map(\.fixIt?.replacement) == ["String", "Habit", "Bool"])
    }

    @Test func aSwiftUIModifierTheSpecSpellsOtherwiseIsFixed() throws {
        let marked = MarkedText("view: Main\nbody:\n  - Text: a\n    1️⃣foregroundStyle: red\n")
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: unknown key 'foregroundStyle' on 'Text'; did you mean 'foregroundColor'? "
                    + "[unknown-key]"
            ])
        #expect(try #require(result.diagnostics.first?.fixIt).replacement == "foregroundColor")
    }

    @Test func anUnknownKeyOfAnIfIsToldItsKeys() {
        let marked = MarkedText("view: Main\nbody:\n  - if: true\n    1️⃣otherwise: [Text: a]\n    then: [Text: b]\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown key 'otherwise' on 'if'; expected then or else [unknown-key]"
            ])
    }
}

/// Advice that would change what the spec does is not given as a did-you-mean.
extension OneDiagnosticPerMistakeTests {
    @Test func swiftsRemovalsAreToldTheOffsetNotRemoveAll() {
        let marked = MarkedText(
            """
            view: Main
            state:
              items: [1, 2]
            body:
              - Button: "x"
                action: items.1️⃣removeFirst()
              - Button: "y"
                action: items.2️⃣removeLast()
              - Text: a
                3️⃣onDisappear: items.append(1)
              - Text: "{items.count}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[3]): error: unknown key 'onDisappear' on 'Text'; the spec runs actions as a view appears "
                    + "('onAppear') and as a value changes ('onChange'), not as it disappears [unknown-key]",
                "\(marked[1]): error: 'items' of type '[Int]' has no method 'removeFirst'; write 'items.remove(at: 0)' "
                    + "[unknown-method]",
                "\(marked[2]): error: 'items' of type '[Int]' has no method 'removeLast'; write "
                    + "'items.remove(at: items.count - 1)' [unknown-method]",
            ])
        #expect(result.diagnostics.allSatisfy { $0.fixIt == nil })
    }

    @Test func aPlaceholderNamingItsFieldsOwnTextIsTheWord() {
        let marked = MarkedText(
            "view: Main\nstate:\n  password: \"\"\n  name: \"\"\nbody:\n  - TextField: password\n    text: $password\n"
                + "  - TextField: 1️⃣name\n    text: $password\n  - Text: \"{name}\"\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): warning: 'name' is text here and shows as the word 'name'; to show the value of 'name', "
                    + "write '\"{name}\"' [name-as-text]"
            ])
    }
}

/// YAML's words and Swift's forms written where the other belongs.
extension OneDiagnosticPerMistakeTests {
    @Test func nullInAnExpressionIsToldNil() {
        let marked = MarkedText(
            """
            view: Main
            state:
              nick: {type: "String?", initial: null}
            body:
              - if: nick == 1️⃣null
                then: [Text: a]
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: cannot find 'null' in scope; an expression writes no value as 'nil' ('null' is a "
                    + "literal's word) [unknown-name]"
            ])
        #expect(result.diagnostics.map(\.fixIt?.replacement) == ["nil"])
    }

    @Test func casesListedUnderOneKeyAreOneErrorAndEachCovered() {
        let marked = MarkedText(
            """
            view: Main
            types:
              S: [active, overdue, returned]
            props:
              s: S
            body:
              - switch: s
                cases:
                  1️⃣active, .overdue: [Text: x]
                  returned: [EmptyView]
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: a key is one case; give each case its own key ('active:', 'overdue:'), the same "
                    + "nodes under each, or an alias of them [invalid-case]"
            ])
    }

    @Test func anEnvironmentValueGivenAValueInItsListIsDeclared() {
        let marked = MarkedText(
            "view: Main\nenvironment:\n  - 1️⃣layoutDirection: rightToLeft\nbody:\n  - Text: \"{layoutDirection}\"\n")
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: an environment value is listed by name, not given a value; the environment "
                    + "gives it: write '- layoutDirection' [expected-scalar]"
            ])
        #expect(result.diagnostics.map(\.fixIt?.replacement) == ["layoutDirection"])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// The value passed for a prop whose type is misspelled is most likely its text when it is quoted or names
    /// nothing in scope: the misspelled type is the one diagnostic, and no fix-it renames the text.
    @Test func textPassedForAPropOfAMisspelledTypeIsNotReadAsNames() {
        let marked = MarkedText(
            "view: Line\nprops:\n  label: 1️⃣Strng\n  amount: Double\nbody:\n  - Text: \"{label} {amount}\"\n")
        let result = checkSpecs([
            ("Specs/Line.yaml", marked.text),
            (
                "Specs/Summary.yaml",
                """
                view: Summary
                props:
                  lodging: Double
                body:
                  - Line: {label: "Lodging", amount: lodging}
                  - Line:
                      label: Food
                      amount: lodging
                  - Line:
                      label: "{lodging} nights"
                      amount: lodging
                  - Line:
                      label: "{lodgng}"
                      amount: lodging
                """
            ),
        ])
        #expect(
            result.lines == [
                "\(marked[1]): error: unknown type 'Strng'; did you mean 'String'? [unknown-type]",
                "13:16: error: cannot find 'lodgng' in scope; did you mean 'lodging'? [unknown-name]",
            ])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// A spec copied to another file and not renamed declares its view twice: reported at the misnamed file, the
    /// uses of the view, which could mean either declaration, not checked against one, and the uses of the view
    /// the file should declare told what the file declares.
    @Test func aViewDeclaredAgainInACopiedFileIsBlamedOnTheCopy() {
        let result = checkSpecs([
            (
                "Specs/Main.yaml",
                "view: Main\nstate:\n  on: false\nbody:\n  - StatusBadge:\n      status: ok\n  - SettingRow:\n      title: Wifi\n      isOn: $on\n"
            ),
            (
                "Specs/SettingRow.yaml",
                "view: StatusBadge\nprops:\n  title: String\nbindings:\n  isOn: Bool\nbody:\n  - Toggle: \"{title}\"\n    isOn: $isOn\n"
            ),
            ("Specs/StatusBadge.yaml", "view: StatusBadge\nprops:\n  status: String\nbody:\n  - Text: \"{status}\"\n"),
        ])
        let printed = DiagnosticRenderer.sorted(result.diagnostics).map {
            "\($0.file):\($0.location): \($0.message) [\($0.code)]"
                + $0.notes.map { " (note \($0.file):\($0.range.start): \($0.message))" }.joined()
        }
        #expect(
            printed == [
                "Specs/Main.yaml:7:5: unknown view 'SettingRow'; 'SettingRow.yaml' declares the view 'StatusBadge' "
                    + "[unknown-view]",
                "Specs/SettingRow.yaml:1:7: view 'StatusBadge' is declared in 'SettingRow.yaml'; name the file "
                    + "'StatusBadge.yaml' [file-name-mismatch]",
                "Specs/SettingRow.yaml:1:7: view 'StatusBadge' is already declared in this unit [duplicate-name] "
                    + "(note Specs/StatusBadge.yaml:1:7: 'StatusBadge' is also declared here, in the file named after "
                    + "it)",
            ])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// A view or type named in lowerCamelCase is reported once, with the name capitalized as its fix-it; its uses,
    /// written capitalized, are not reported as unknown.
    @Test func aNameNotCapitalizedIsToldOnceAndItsCapitalizedUsesAreNotUnknown() {
        let main = MarkedText(
            "view: Main\ntypes:\n  1️⃣category: [a, b]\nstate:\n  c: {type: Category, initial: .a}\nbody:\n"
                + "  - StatusBadge:\n      status: ok\n")
        let badge = MarkedText("view: 1️⃣statusBadge\nprops:\n  status: String\nbody:\n  - Text: \"{status}\"\n")
        let result = checkSpecs([("Specs/Main.yaml", main.text), ("Specs/StatusBadge.yaml", badge.text)])
        let printed = DiagnosticRenderer.sorted(result.diagnostics).map {
            "\($0.file):\($0.location): \($0.code) \($0.fixIt?.replacement ?? "-")"
        }
        #expect(
            printed == [
                "Specs/Main.yaml:\(main[1]): invalid-name-case Category",
                "Specs/StatusBadge.yaml:\(badge[1]): invalid-name-case StatusBadge",
            ])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// A misspelled argument of a built-in view is read as the one its did-you-mean names, when that is not written
    /// too: its loop variable is declared, its content checked, and only the misspelling is reported.
    @Test func aMisspelledArgumentIsReadAsTheArgumentItWasToldToBe() {
        let marked = MarkedText(
            """
            view: Main
            state:
              trips: [a, b]
            body:
              - ForEach: trips
                id: self
                1️⃣ass: trip
                content:
                  - Text: "{trip}"
              - ForEach: trips
                id: self
                2️⃣contnt:
                  - Text: "{3️⃣tirp}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown key 'ass' on 'ForEach'; did you mean 'as'? [unknown-key]",
                "\(marked[2]): error: unknown key 'contnt' on 'ForEach'; did you mean 'content'? [unknown-key]",
                "\(marked[3]): error: cannot find 'tirp' in scope; inside this ForEach the element is 'item', unless "
                    + "'as: tirp' names it [unknown-name]",
            ])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// A misspelled member or id field gets the near spelling as its fix-it, as a misspelled name does.
    @Test func aMisspelledMemberOrIDFieldIsFixedByItsNearSpelling() {
        let marked = MarkedText(
            """
            view: Main
            types:
              T: {id: Int, name: String}
            state:
              ts: {type: "[T]", initial: []}
            body:
              - ForEach: ts
                id: 1️⃣nme
                as: t
                content:
                  - Text: "{t.2️⃣nme}"
            """)
        let checked = DiagnosticRenderer.sorted(checkSpec(marked).diagnostics)
        #expect(checked.map(\.range.start) == [marked[1], marked[2]])
        #expect(checked.map { $0.fixIt?.replacement } == ["name", "name"])
        #expect(checked.map { $0.fixIt.map { "\($0.range)" } } == ["8:9-8:12", "11:19-11:22"])
        // So does an argument of a view of the unit.
        let uses = checkSpecs([
            ("Specs/Main.yaml", "view: Main\nbody:\n  - Row:\n      titel: a\n"),
            ("Specs/Row.yaml", "view: Row\nprops:\n  title: String\nbody:\n  - Text: \"{title}\"\n"),
        ])
        #expect(uses.diagnostics.map(\.code) == ["unknown-argument"])
        #expect(uses.diagnostics.map { $0.fixIt?.replacement } == ["title"])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// An enum's cases written on one line are told the list to write, as its fix-it, and are its cases, so that
    /// the uses in other files are not reported too.
    @Test func casesWrittenOnALineAreTheEnumsCases() {
        let types = MarkedText(
            "types:\n  TripStatus: 1️⃣planning, booked, traveling\n  Trip: {id: Int, status: TripStatus}\n")
        let result = checkSpecs([
            ("Specs/Types.yaml", types.text),
            (
                "Specs/Main.yaml",
                "view: Main\nstate:\n  trip: {type: Trip, initial: {id: 1, status: .planning}}\nbody:\n  - Button: Go\n"
                    + "    action: trip.status = .traveling\n  - Text: \"{trip.status == .booked ? 1 : 0}\"\n"
            ),
        ])
        #expect(
            result.lines == [
                "\(types[1]): error: expected a record ({field: Type}) or an enum ([case, case]) for type 'TripStatus'; "
                    + "found a scalar; write its cases as a list: '[planning, booked, traveling]' "
                    + "[expected-type-declaration]"
            ])
        #expect(result.diagnostics.first?.fixIt?.replacement == "[planning, booked, traveling]")
    }
}

extension OneDiagnosticPerMistakeTests {
    /// A misspelled environment value is declared as the one it was told to be: its uses are not reported too.
    @Test func aMisspelledEnvironmentValueIsDeclaredAsTheOneMeant() {
        let marked = MarkedText(
            "view: Main\nenvironment:\n  - 1️⃣layoutDirecton\nbody:\n  - Text: \"{layoutDirection == .rightToLeft ? 1 : 0}\"\n"
        )
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown environment value 'layoutDirecton'; did you mean 'layoutDirection'? "
                    + "[unknown-environment-value]"
            ])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// `If:` capitalized as a view is told the spec's lowercase `if`, with that fix-it; Python's `- if n > 1:` is told
    /// the key and its value.
    @Test func anIfWrittenAsAViewOrWithItsConditionInTheKeyIsToldTheSpecsIf() {
        let marked = MarkedText(
            "view: Main\nstate:\n  n: 1\nbody:\n  - 1️⃣If: n > 1\n    then: [Text: a]\n  - 2️⃣if n > 1:\n      - Text: b\n")
        let checked = checkSpec(marked)
        #expect(
            checked.lines == [
                "\(marked[2]): error: unknown view 'if n > 1'; 'if' takes its condition as its value: write "
                    + "'- if: n > 1', with its nodes under 'then:' [unknown-view]",
                "\(marked[1]): error: unknown view 'If'; did you mean 'if'? [unknown-view]",
            ])
        #expect(checked.diagnostics.map { $0.fixIt?.replacement } == [nil, "if"])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// `.rtl` and `.ltr`, the short names other APIs give the layout directions, are told the cases, with fix-its.
    @Test func theShortNamesOfTheLayoutDirectionsAreToldTheirCases() {
        let marked = MarkedText(
            "view: Main\nenvironment: [layoutDirection]\nbody:\n"
                + "  - Text: \"{layoutDirection == 1️⃣.rtl ? 1 : layoutDirection == 2️⃣.ltr ? 2 : 0}\"\n")
        let checked = checkSpec(marked)
        #expect(
            checked.lines == [
                "\(marked[1]): error: enum 'LayoutDirection' has no case 'rtl'; did you mean 'rightToLeft'? "
                    + "[unknown-enum-case]",
                "\(marked[2]): error: enum 'LayoutDirection' has no case 'ltr'; did you mean 'leftToRight'? "
                    + "[unknown-enum-case]",
            ])
        #expect(checked.diagnostics.map { $0.fixIt?.replacement } == [".rightToLeft", ".leftToRight"])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// A message that spells out the one fix is offered it as a fix-it, which leaves nothing to report when applied.
    @Test func theFixAMessageSpellsOutIsItsFixIt() {
        let types = "types:\n  Todo: {id: Int, title: String, done: Bool}\n"
        let marked = MarkedText(
            """
            view: Main
            state:
              todos:
                type: "[Todo]"
                initial:
                  - {id: 1, 1️⃣titel: "a", done: 2️⃣flase}
              n: 0
            body:
              - Text: "b"
                bold: 3️⃣yes
                frame: {maxWidth: 4️⃣Infinity}
              - if: "n 5️⃣== 1"
                then: [Divider]
              - 6️⃣Spacer()
              - Text: "{todos.count}"
            """)
        let diagnostics = DiagnosticRenderer.sorted(
            checkSpecs([("Specs/Types.yaml", types), ("Specs/Main.yaml", marked.text)]).diagnostics)
        #expect(diagnostics.map(\.range.start) == [1, 2, 3, 4, 6].map { marked[$0] })
        #expect(diagnostics.map { $0.fixIt?.replacement } == ["title", "false", "true", "infinity", "Spacer"])
        var fixed = marked.text
        for fixIt in diagnostics.compactMap(\.fixIt).reversed() {
            let lines = fixed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var line = Array(lines[fixIt.range.start.line - 1].unicodeScalars)
            line.replaceSubrange(
                fixIt.range.start.column - 1..<fixIt.range.end.column - 1, with: fixIt.replacement.unicodeScalars)
            var edited = lines
            edited[fixIt.range.start.line - 1] = String(String.UnicodeScalarView(line))
            fixed = edited.joined(separator: "\n")
        }
        #expect(checkSpecs([("Specs/Types.yaml", types), ("Specs/Main.yaml", fixed)]).lines == [])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// No fix-it joins the lines of a block scalar, removes an anchor its aliases read, or overlaps another: applying
    /// all the fix-its of a run edits each place once.
    @Test func fixItsKeepBlockScalarsAnchorsAndEachOtherApart() {
        let marked = MarkedText(
            """
            view: Main
            state:
              ok:
                type: Bool
                initial: 1️⃣>-
                  flase
            body:
              - Text: "{ok}"
                bold: 2️⃣&y On
                italic: *y
                foregroundColor: 3️⃣|
                  rde
            """)
        func reported(_ text: String) -> [Diagnostic] {
            Pipeline.check([SpecSource(path: "Specs/Main.yaml", bytes: Array(text.utf8))]).diagnostics
        }
        let diagnostics = reported(marked.text)
        #expect(diagnostics.map(\.range.start) == [marked[2], marked[2], marked[3], marked[1]])
        #expect(diagnostics.allSatisfy { $0.fixIt == nil })
        // Without the alias, the anchored value is one place, fixed once.
        let alone = MarkedText("view: Main\nbody:\n  - Text: a\n    bold: 1️⃣&y On\n")
        #expect(reported(alone.text).map { $0.fixIt?.replacement } == ["true"])
    }
}

extension OneDiagnosticPerMistakeTests {
    /// Two unknown labels near one field or parameter are both told it, and neither is renamed to it: renamed, they
    /// would be one key written twice.
    @Test func twoLabelsNearOneNameAreNeitherRenamed() {
        let types = "types:\n  Todo: {id: Int, title: String}\n"
        let row = "view: Row\nprops:\n  title: String\nbody:\n  - Text: \"{title}\"\n"
        let main = """
            view: Main
            state:
              todos:
                type: "[Todo]"
                initial:
                  - {id: 1, titel: "a", tittle: "b"}
            body:
              - Row:
                  titel: "a"
                  tittle: "b"
              - Button: "Add"
                action: 'todos.append(Todo(id: 2, titel: "c", tittle: "d"))'
            """
        let result = checkSpecs([("Specs/Types.yaml", types), ("Specs/Row.yaml", row), ("Specs/Main.yaml", main)])
        #expect(
            result.diagnostics.map(\.code) == [
                "unknown-field", "unknown-field", "unknown-argument", "unknown-argument", "record-argument",
                "record-argument",
            ])
        #expect(result.diagnostics.allSatisfy { $0.message.hasSuffix("did you mean 'title'?") && $0.fixIt == nil })
    }
}

extension OneDiagnosticPerMistakeTests {
    /// YAML's `null` in an expression is told Swift's `nil`, which is the fix-it only where an optional is expected.
    @Test func nullIsFixedToNilOnlyWhereAnOptionalIsExpected() {
        let child = "view: Row\nprops:\n  note: String?\n  size: Int\nbody:\n  - Text: \"{note ?? \\\"-\\\"} {size}\"\n"
        let marked = MarkedText(
            """
            view: Main
            body:
              - Row:
                  note: 1️⃣null
                  size: 2️⃣null
              - Text: "a"
                frame: {maxWidth: 3️⃣null}
            """)
        let result = checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", marked.text)])
        #expect(result.diagnostics.map(\.range.start) == [marked[1], marked[2], marked[3]])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == ["nil", nil, nil])
    }
}
