import SpecUICompiler
import Testing

/// Swift written where a spec writes its own keys is reported once, at the Swift, with what the spec writes instead.
@Suite struct SwiftHabitsTests {
    static let spec = MarkedText(
        """
        view: Main
        types:
          Step: [cart, pay]
          Todo: {id: Int}
        state:
          count: 0
          show: false
          step: {type: Step, initial: .cart}
          todos: {type: "[Todo]", initial: []}
        body:
          - Button: "Add"
            action: 1️⃣{ count += 1 }
          - Button: "Reset"
            action: 2️⃣{ count = 0; show = false }
          - switch: step
            cases:
              3️⃣case .cart:
                - Text: "Cart"
              pay:
                - Text: "Pay"
          - Text: "x"
            frame: { maxWidth: 4️⃣.infinity, maxHeight: 5️⃣Double.infinity }
          - if: 6️⃣$show
            then:
              - Text: "y"
          - Text: "z"
            disabled: 7️⃣$show
          - ForEach: $todos
            as: 8️⃣$todo
            content:
              - Text: "{count}"
        """)

    /// YAML's infinity, `.inf`, is text to a spec, as `.infinity` is: told the word a frame writes.
    @Test func yamlsInfinityIsToldTheWordAFrameWrites() {
        let marked = MarkedText("view: Main\nbody:\n  - Text: a\n    frame: {maxWidth: 1️⃣.inf}\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: '.inf' is YAML's spelling; a frame writes 'infinity' (for maxWidth and maxHeight) "
                    + "[type-mismatch]"
            ])
    }

    /// A closure written for `onAppear` is told to write its statements under `onAppear:`, the key it is under.
    @Test func aClosureIsToldTheKeyItIsUnder() {
        let marked = MarkedText("view: Main\nstate:\n  n: 0\nbody:\n  - Text: \"{n}\"\n    onAppear: 1️⃣{ n += 1 }\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: expected a statement or a list of statements; found a mapping (YAML reads "
                    + "'{ n += 1 }' as a mapping); an action is written without a closure's braces: write "
                    + "'onAppear: n += 1' [expected-scalar]"
            ])
    }

    /// Swift's control flow that YAML reads as a key and a value (`- if flag: n = 1`) is told as control flow,
    /// not told to be quoted, which would make it no statement either.
    @Test func controlFlowReadAsAKeyAndAValueIsToldAsControlFlow() {
        let marked = MarkedText(
            "view: Main\nstate:\n  n: 0\n  on: false\nbody:\n  - Button: b\n    action:\n      - 1️⃣if on: n = 1\n")
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.code) == ["invalid-statement"])
        #expect(result.diagnostics.first?.location == marked[1])
        #expect(result.diagnostics.first?.message.contains("'if' is Swift's control flow") == true)
        #expect(result.diagnostics.first?.fixIt == nil)
    }

    @Test func eachHabitIsReportedWithWhatTheSpecWrites() {
        let marked = Self.spec
        let result = checkSpec(marked)
        // Decoding's diagnostics come first, then checking's.
        #expect(
            result.lines == [
                "\(marked[1]): error: expected a statement or a list of statements; found a mapping (YAML reads "
                    + "'{ count += 1 }' as a mapping); an action is written without a closure's braces: write "
                    + "'action: count += 1' [expected-scalar]",
                "\(marked[2]): error: expected a statement or a list of statements; found a mapping (YAML reads "
                    + "'{ count = 0; show = false }' as a mapping); an action is written without a closure's braces: "
                    + "write each statement as an item of a list under 'action:', '- count = 0', '- show = false' "
                    + "[expected-scalar]",
                "\(marked[3]): error: a case is its key alone, without Swift's 'case': write '.cart:' [invalid-case]",
                "\(marked[4]): error: '.infinity' is Swift's spelling; a frame writes 'infinity' (for maxWidth and "
                    + "maxHeight) [type-mismatch]",
                "\(marked[5]): error: 'Double.infinity' is Swift's spelling; a frame writes 'infinity' (for maxWidth "
                    + "and maxHeight) [type-mismatch]",
                "\(marked[8]): error: loop variable name '$todo' is not a valid Swift identifier; a name is declared "
                    + "without '$': write 'todo' (with 'ForEach: $items', each row's binding is then '$todo') "
                    + "[invalid-identifier]",
                "\(marked[6]): error: a binding ('$') is only allowed where a view takes a binding, such as Toggle's "
                    + "'isOn'; to read its value, write 'show' [binding-not-allowed]",
                "\(marked[7]): error: a binding ('$') is only allowed where a view takes a binding, such as Toggle's "
                    + "'isOn'; to read its value, write 'show' [binding-not-allowed]",
            ])
    }

    @Test func theFixItsRewriteOnlyTheSwift() {
        let marked = Self.spec
        let fixIts = checkSpec(marked).diagnostics.compactMap { diagnostic in
            diagnostic.fixIt.map { "\($0.range.start)-\($0.range.end) '\($0.replacement)'" }
        }
        func after(_ location: SpecUICompiler.SourceLocation, _ columns: Int) -> SpecUICompiler.SourceLocation {
            SpecUICompiler.SourceLocation(line: location.line, column: location.column + columns)
        }
        #expect(
            fixIts == [
                "\(marked[3])-\(after(marked[3], 10)) '.cart'",
                "\(marked[4])-\(after(marked[4], 9)) 'infinity'",
                "\(marked[5])-\(after(marked[5], 15)) 'infinity'",
                "\(marked[8])-\(after(marked[8], 5)) 'todo'",
                "\(marked[6])-\(after(marked[6], 1)) ''",
                "\(marked[7])-\(after(marked[7], 1)) ''",
            ])
    }

    /// `=` run into a sign is one operator to Swift, and a reversed compound assignment or a sign run into the `=`
    /// to a reader: neither is read as an assignment of a negative value.
    @Test func anAssignmentRunIntoASignIsToldItsTwoReadings() {
        let marked = MarkedText(
            """
            view: Main
            state:
              count: 5
              ok: true
            body:
              - Button: "Sub"
                action: count 1️⃣=- 1
              - Button: "Add"
                action: count 2️⃣=+ 1
              - Button: "Neg"
                action: ok 3️⃣=! ok
              - Button: "Set"
                action: count4️⃣=-1
              - Text: "{count - -1} {ok&&!ok}"
            """)
        let result = checkSpec(marked)
        let apart = { (sign: String) in
            "Swift reads '=\(sign)' as one operator, which it has not; put a space between '=' and '\(sign)' "
                + "[unexpected-token]"
        }
        #expect(
            result.lines == [
                "\(marked[1]): error: '=-' is no operator; to subtract in place, write '-=' [unexpected-token]",
                "\(marked[2]): error: '=+' is no operator; to add in place, write '+=' [unexpected-token]",
                "\(marked[3]): error: \(apart("!"))",
                "\(marked[4]): error: \(apart("-"))",
            ])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == ["-=", "+=", " ", " "])
        #expect(result.diagnostics.map { $0.fixIt?.range.start.column } == [19, 19, 17, 19])
        #expect(result.diagnostics.map { $0.fixIt?.range.end.column } == [21, 21, 17, 19])
    }

    /// Swapped, `=-` subtracts, which only a number does: before text or a name, whose type is not known while the
    /// statement is read, the pair is told, with no fix-it.
    @Test func aReversedCompoundAssignmentIsSwappedOnlyBeforeANumber() {
        let marked = MarkedText(
            """
            view: Main
            state:
              message: "m"
              count: 1
            body:
              - Button: "a"
                action: 'message 1️⃣=- "x"'
              - Button: "b"
                action: count 2️⃣=- count
              - Text: "{message} {count}"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.range.start) == [marked[1], marked[2]])
        #expect(result.diagnostics.allSatisfy { $0.code == "unexpected-token" && $0.fixIt == nil })
    }

    /// Where a value is read, `=` run into a sign is an assignment, told to compare; a statement's reading of it does
    /// not apply. No fix-it writes `==`: the two sides may not compare (`name = 1`), or chain (`ok = x == 1`).
    @Test func anExpressionsEqualsRunIntoASignIsToldToCompare() {
        let marked = MarkedText(
            """
            view: Main
            state:
              x: 1
              ok: true
            body:
              - if: x 1️⃣=- 1
                then: [Divider]
              - if: ok 2️⃣= x == 1
                then: [Divider]
            """)
        let result = checkSpec(marked)
        let compare = "error: '=' is an assignment; use '==' to compare [assignment-in-expression]"
        #expect(result.lines == ["\(marked[1]): \(compare)", "\(marked[2]): \(compare)"])
        #expect(result.diagnostics.allSatisfy { $0.fixIt == nil })
    }

    /// `self.views` reads the name the view declares, which a spec writes alone; the fix-it removes `self.`.
    @Test func selfBeforeANameIsToldToGo() {
        let marked = MarkedText(
            """
            view: Main
            state:
              views: 0
            body:
              - Button: "Count"
                action: 1️⃣self.views += 1
              - Text: "{2️⃣self.views}"
            """)
        let result = checkSpec(marked)
        let message = "cannot find 'self' in scope; a spec reads the view's names without 'self.': write 'views'"
        #expect(
            result.lines == [
                "\(marked[1]): error: \(message) [unknown-name]", "\(marked[2]): error: \(message) [unknown-name]",
            ])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == ["", ""])
        #expect(result.diagnostics.map { $0.fixIt?.range.end.column } == [18, 18])
    }

    /// Where a binding is taken, `self.` is the `$` the binding is written with: the fix-it writes one for the other.
    @Test func selfBeforeANameWhereABindingIsTakenIsToldItsDollar() {
        let marked = MarkedText(
            """
            view: Main
            state:
              on: false
            body:
              - Toggle: "Wi-Fi"
                isOn: 1️⃣self.on
              - Toggle: "Sound"
                isOn: $2️⃣self.on
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: cannot find 'self' in scope; a spec reads the view's names without 'self.', and "
                    + "'isOn' takes a binding; write '$on' [unknown-name]",
                "\(marked[2]): error: cannot find 'self' in scope; a spec reads the view's names without 'self.': "
                    + "write 'on' [unknown-name]",
            ])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == ["$", ""])
    }

    @Test func swiftShapesThatTheLanguageWritesOtherwiseAreToldHow() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Load: [idle, 1️⃣failed(String)]
              Mood:
                - 5️⃣case happy
                - sad
              Recipe: {id: Int, name: String}
            state:
              recipes: {type: "[Recipe]", initial: []}
              load: {type: Load, initial: .idle}
              mood: {type: Mood, initial: .sad}
              on: false
            body:
              # Uses of the cases meant are not reported again.
              - Text: "{load == .failed} {mood == .happy}"
              - Text: "Saved"
                2️⃣Image: "checkmark"
              - Text: "Sync"
                4️⃣Toggle: "Wi-Fi"
                isOn: $on
              - List: recipes
                3️⃣as: recipe
                content:
                  - Text: "{recipe.name}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: enum case name 'failed(String)' is not a valid Swift identifier; an enum case "
                    + "carries no value in the language: write 'failed', and keep the value in a state or a record's "
                    + "field [invalid-identifier]",
                "\(marked[5]): error: enum case name 'case happy' is not a valid Swift identifier; an enum's cases are "
                    + "listed by name, without Swift's 'case': write 'happy' [invalid-identifier]",
                "\(marked[2]): error: unknown key 'Image' on 'Text'; 'Image' is a view, not a key: write it as an "
                    + "item of a list, starting with '- ' [unknown-key]",
                // The toggle's `isOn:` below it is part of the same mistake.
                "\(marked[4]): error: unknown key 'Toggle' on 'Text'; 'Toggle' is a view, not a key: write it as an "
                    + "item of a list, starting with '- ' [unknown-key]",
                "\(marked[3]): error: unknown key 'as' on 'List'; a 'List' takes its rows as a list of nodes: write "
                    + "'- ForEach: recipes' as its item, with 'as:' and 'content:' beside the 'ForEach' [unknown-key]",
            ])
        // The List's collection, no list of nodes, and its `content:` are part of the mistake told.
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == [nil, "happy", nil, nil, nil])
    }
}
