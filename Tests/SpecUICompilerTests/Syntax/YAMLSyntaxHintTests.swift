import SpecUICompiler
import Testing

/// SwiftUI habits and slips that libyaml stops at: each is reported where the mistake is, with what to write.
@Suite struct YAMLSyntaxHintTests {
    private func load(_ marked: MarkedText) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        _ = YAMLLoader.load(Array(marked.text.utf8), path: "Specs/Test.yaml", diagnostics: &diagnostics)
        return diagnostics
    }

    @Test(arguments: [
        (".padding()", "a modifier is a key beside the view, not a call: write 'padding: true'"),
        (".font(.title)", "a modifier is a key beside the view, not a call: write 'font: title'"),
        ("bold", "a line of a mapping is 'key: value', and an item of a list starts with '- '"),
    ])
    func aLineWithoutAColonIsReportedOnItsOwnLine(line: String, advice: String) {
        // libyaml looks for the `:` up to the next token, on the next item or past the end of the file.
        for after in ["", "  - Text: \"World\"\n"] {
            let marked = MarkedText("view: A\nbody:\n  - Text: \"Hello\"\n    1️⃣\(line)\n" + after)
            let diagnostics = load(marked)
            #expect(diagnostics.map(\.message) == ["could not find expected ':'; " + advice])
            #expect(diagnostics.first?.location == marked[1])
            #expect(diagnostics.first?.notes == [])
        }
    }

    @Test func aViewWrittenAsACallIsToldItsKeys() {
        let marked = MarkedText("view: A\nbody:\n  - VStack(alignment: .leading, spacing1️⃣: 2):\n      - Text: a\n")
        let diagnostics = load(marked)
        #expect(
            diagnostics.map(\.message) == [
                "mapping values are not allowed in this context; a view's arguments are keys beside its name, not a "
                    + "call: write 'VStack:' with 'alignment: leading' and 'spacing: 2' on the lines below it, at its "
                    + "column"
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    @Test func aQuoteLeftOpenIsReportedWhereItOpens() {
        let marked = MarkedText("view: A\nbody:\n  - Text: 1️⃣\"a\n  - Text: \"2️⃣b\"\n")
        let diagnostics = load(marked)
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected key; the quoted scalar that starts here is not closed on its line, so YAML "
                    + "reads it on to the quote on line 4: close it on line 3"
            ])
        #expect(diagnostics.first?.location == marked[1])
        #expect(diagnostics.first?.notes.map(\.message) == ["YAML stopped reading here"])
        #expect(diagnostics.first?.notes.first?.range.start == marked[2])
    }

    @Test func aSecondKeyOnTheLineIsToldToTakeItsOwnLine() {
        let marked = MarkedText("view: A\nbody:\n  - Text: \"a\" 1️⃣padding: true\n")
        let diagnostics = load(marked)
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected key; 'padding:' starts a second entry on this line: write it on a line of its "
                    + "own, at the column of 'Text'"
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    @Test func aViewsKeyAmongItsChildrenIsToldTheViewsColumn() {
        let marked = MarkedText("view: A\nbody:\n  - VStack:\n      - Text: \"a\"\n      1️⃣alignment: leading\n")
        let diagnostics = load(marked)
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected '-' indicator; this line is indented like the list's items but is not one: "
                    + "indent it past the '- ' of the item it belongs to, or start it with '- '; to give 'alignment' "
                    + "to 'Text' above it, write it at the column of 'Text' (column 9); or to give 'alignment' to "
                    + "'VStack', write it at the column of 'VStack' (column 5)"
            ])
        #expect(diagnostics.first?.location == marked[1])
        // Below an item that is no mapping, only the list's owner is named.
        let bare = MarkedText("view: A\nbody:\n  - VStack:\n      - Spacer\n      1️⃣alignment: leading\n")
        #expect(
            load(bare).map(\.message) == [
                "did not find expected '-' indicator; this line is indented like the list's items but is not one: "
                    + "indent it past the '- ' of the item it belongs to, or start it with '- '; to give 'alignment' "
                    + "to 'VStack', write it at the column of 'VStack' (column 5)"
            ])
    }

    @Test func anArgumentBelowAnItemIsToldTheItemsColumnFirst() {
        let marked = MarkedText(
            "view: A\nstate:\n  qty: 1\nbody:\n  - HStack:\n      - Text: \"x\"\n      - Stepper: \"Qty\"\n"
                + "      1️⃣value: $qty\n")
        let diagnostics = load(marked)
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected '-' indicator; this line is indented like the list's items but is not one: "
                    + "indent it past the '- ' of the item it belongs to, or start it with '- '; to give 'value' to "
                    + "'Stepper' above it, write it at the column of 'Stepper' (column 9); or to give 'value' to "
                    + "'HStack', write it at the column of 'HStack' (column 5)"
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    @Test func aPropertyWrapperIsToldTheSectionSaysIt() {
        let marked = MarkedText("view: A\nstate:\n  1️⃣@State count: 0\nbody:\n  - Text: \"{count}\"\n")
        let diagnostics = load(marked)
        #expect(
            diagnostics.map(\.message) == [
                "found character that cannot start any token; '@State' is Swift's, not the spec's: the section a "
                    + "name is under ('state:', 'props:', 'bindings:') says what it is, so write 'count: 0'"
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    @Test func aBackslashDoubleQuotesDoNotReadIsToldToSingleQuote() {
        // A bare quote and a Swift escape: escaping the quote would leave `\u{` for YAML to reject.
        let bare = MarkedText("view: A\nbody:\n  - Text: \"Smile {\"1️⃣\\u{1F600}\"}\"\n")
        #expect(
            load(bare).map(\.message) == [
                "did not find expected key; a quote inside double quotes ends the scalar: single-quote it, where a "
                    + "double quote and a backslash are text: 'Smile {\"\\u{1F600}\"}'"
            ])
        #expect(load(bare).first?.location == bare[1])
        let escaped = MarkedText("view: A\nbody:\n  - Text: \"It's {\\\"1️⃣\\u{1F600}\\\"}\"\n")
        #expect(
            load(escaped).map(\.message) == [
                "did not find expected hexdecimal number; YAML's double quotes read a backslash as their own escape: "
                    + "single-quote the scalar, where a backslash is text: 'It''s {\"\\u{1F600}\"}'"
            ])
    }

    @Test func yamlsOwnEscapesKeepTheEscapedQuoteAdvice() {
        let marked = MarkedText("view: A\nbody:\n  - Text: \"a\\n{\"b\"}\"\n")
        #expect(
            load(marked).first?.message
                == "did not find expected key; a quote inside double quotes is written \\\": \"a\\n{\\\"b\\\"}\"")
    }
}
