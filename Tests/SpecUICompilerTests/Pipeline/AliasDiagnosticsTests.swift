import SpecUICompiler
import Testing

/// An alias reads its anchored node again; a mistake written in that node is one mistake, reported once, with a
/// note at each alias that uses it.
@Suite struct AliasDiagnosticsTests {
    private func diagnostics(_ marked: MarkedText) -> [Diagnostic] {
        Pipeline.check([SpecSource(path: "Specs/Main.yaml", bytes: Array(marked.text.utf8))]).diagnostics
    }

    private func lines(_ marked: MarkedText) -> [String] {
        diagnostics(marked).map { "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.code)]" }
    }

    private func notes(_ marked: MarkedText) -> [[String]] {
        diagnostics(marked).map { $0.notes.map { "\($0.range.start): note: \($0.message)" } }
    }

    @Test func aMistakeInAnAliasedScalarIsReportedOnceAtTheAnchor() {
        let input = MarkedText(
            """
            view: Main
            body:
              - Text: &greeting "hello {1️⃣nmae}"
              - Text: 2️⃣*greeting

            """)
        #expect(lines(input) == ["\(input[1]): error: cannot find 'nmae' in scope [unknown-name]"])
        #expect(notes(input) == [["\(input[2]): note: used here through alias '*greeting'"]])
    }

    /// A name the alias's place lacks is not renamed by a fix-it, which would break the anchored node's own place.
    @Test func aNameUnknownThroughAnAliasHasNoFixIt() {
        let input = MarkedText(
            """
            view: Main
            state:
              books:
                type: "[Book]"
                initial: []
            types:
              Book: {id: Int, title: String}
            body:
              - ForEach: books
                as: book
                content:
                  - Text: &cell "{1️⃣book.title}"
              - Text: 2️⃣*cell
            """)
        #expect(
            lines(input) == [
                "\(input[1]): error: cannot find 'book' in scope; 'book' is the loop variable of the ForEach on line 9, "
                    + "which only the nodes under its 'content:' can read [unknown-name]"
            ])
        #expect(diagnostics(input).map(\.fixIt) == [nil])
    }

    @Test func aMistakeThatOnlyTheAliasSiteMakesIsNotedThere() {
        // `item` is the loop variable where the text is written, and unknown where the alias puts it again.
        let input = MarkedText(
            """
            view: Main
            state:
              todos:
                type: "[Todo]"
                initial: []
            types:
              Todo: {id: Int, title: String}
            body:
              - ForEach: todos
                content:
                  - Text: &row "{1️⃣item.title}"
              - Text: 2️⃣*row
            """)
        #expect(
            lines(input) == [
                "\(input[1]): error: cannot find 'item' in scope; 'item' is the loop variable of the ForEach on line 9, "
                    + "which only the nodes under its 'content:' can read [unknown-name]"
            ])
        #expect(notes(input) == [["\(input[2]): note: used here through alias '*row'"]])
    }

    @Test func notesNameTheInnermostAliasesFirstAndAtMostThree() {
        let input = MarkedText(
            """
            view: Main
            state:
              flag: false
            body:
              - VStack: &stack
                  - Text: &text "{1️⃣nope}"
                  - Toggle: "x"
                    isOn: $flag
              - HStack: 3️⃣*stack
              - Text: 2️⃣*text
              - Group: 4️⃣*stack
              - List: *stack
              - Text: "{5️⃣other}"
            """)
        #expect(
            lines(input) == [
                "\(input[1]): error: cannot find 'nope' in scope [unknown-name]",
                "\(input[5]): error: cannot find 'other' in scope [unknown-name]",
            ])
        #expect(
            notes(input) == [
                [
                    "\(input[2]): note: used here through alias '*text'",
                    "\(input[3]): note: used here through alias '*stack'",
                    "\(input[4]): note: used here through alias '*stack'",
                ],
                [],
            ])
    }

    @Test func mistakesInAnAliasedNodeAreReportedOnceEach() {
        let input = MarkedText(
            """
            view: Main
            body:
              - &row
                Text: "{1️⃣nope}"
                font: 2️⃣titel
              - *row

            """)
        #expect(
            lines(input) == [
                "\(input[2]): error: unknown font 'titel'; did you mean 'title'? [unknown-font]",
                "\(input[1]): error: cannot find 'nope' in scope [unknown-name]",
            ])
    }

    @Test func aRepeatThatAnAliasMakesIsNotedAtTheAliasNotAtItsOwnPlace() {
        let input = MarkedText(
            """
            view: Main
            types: {Todo: {id: Int, title: String}}
            state:
              todos: {type: "[Todo]", initial: [&row {id: 1️⃣1, title: a}, 2️⃣*row, {id: 3️⃣1, title: b}]}
            body: [Text: "{todos.count}"]
            """)
        let repeated = "error: two 'Todo' elements have the id 1; ids must be unique [duplicate-id]"
        #expect(lines(input) == ["\(input[1]): \(repeated)", "\(input[3]): \(repeated)"])
        #expect(
            notes(input) == [
                ["\(input[2]): note: used here through alias '*row'"],
                ["\(input[1]): note: the id 1 is first used here"],
            ])
    }
}
