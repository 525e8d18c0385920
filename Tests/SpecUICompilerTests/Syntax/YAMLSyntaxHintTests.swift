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

    /// Bindings, key paths and ranges are read as the keys write them, whatever libyaml stops at; a view of the
    /// unit takes its arguments under its name.
    @Test(arguments: [
        (
            "  - Toggle(isOn: $isOn)1️⃣:\n      - Text: x\n", "mapping values are not allowed in this context",
            "a view's arguments are keys beside its name, not a call: write 'Toggle:' with 'isOn: $isOn' on the lines "
                + "below it, at its column"
        ),
        (
            "  - Image(systemName: \"star.fill\"1️⃣)\n", "did not find expected key",
            "a view's arguments are keys beside its name, not a call: write 'Image: \"star.fill\"'"
        ),
        (
            "  - ForEach(items, id: \\.id)1️⃣:\n      - Text: x\n", "mapping values are not allowed in this context",
            "a view's arguments are keys beside its name, not a call: write 'ForEach: items' with 'id: id' on the "
                + "lines below it, at its column"
        ),
        (
            "  - Stepper(\"Qty\", value: $qty, in1️⃣: 0...10):\n", "mapping values are not allowed in this context",
            "a view's arguments are keys beside its name, not a call: write 'Stepper: \"Qty\"' with 'value: $qty' and "
                + "'in: 0...10' on the lines below it, at its column"
        ),
        (
            "  - Row(label: \"Run\"1️⃣, goal: $goal)\n", "did not find expected key",
            "a view's props and bindings are keys under its name, not a call: write 'Row:' with 'label: \"Run\"' and "
                + "'goal: $goal' on the lines below it, indented past its name"
        ),
        (
            "  - ForEach: items, id1️⃣: \\.id\n", "mapping values are not allowed in this context",
            "a view's arguments are keys of their own, beside its name: write 'ForEach: items' with 'id: id' on the "
                + "lines below it, at its column"
        ),
        (
            // `onChange` with its action after a `:`, as YAML keys invite.
            "  - Text: a\n    onChange(of: goal)1️⃣: last = goal\n", "mapping values are not allowed in this context",
            "a modifier is a key beside the view, not a call: write 'onChange: { of: goal, action: \"last = goal\" }'"
        ),
        (
            // A member call after a modifier's key is its value, not a modifier.
            "  - Text: a\n    font: .system(size1️⃣: 14)\n", "mapping values are not allowed in this context",
            "'.system(size: 14)' is a Swift call, which the spec does not write: 'font' takes one of largeTitle, "
                + "title, headline, body, caption or footnote"
        ),
        (
            "  - Text: a\n    shadow: .init(radius1️⃣: 2)\n", "mapping values are not allowed in this context",
            "'.init(radius: 2)' is a Swift call, which the spec does not write: a value is a word or a mapping of its "
                + "arguments"
        ),
        (
            // A view's value under its Swift label: `Image(systemName: "star")`.
            "  - Image: systemName1️⃣: star\n", "mapping values are not allowed in this context",
            "a view's arguments are keys of their own, beside its name: write 'Image: star'"
        ),
    ])
    func aCallsArgumentsAreToldAsKeys(line: String, problem: String, advice: String) {
        let marked = MarkedText("view: A\nbody:\n" + line)
        let diagnostics = load(marked)
        #expect(diagnostics.map(\.message) == [problem + "; " + advice])
        #expect(diagnostics.first?.location == marked[1])
    }

    /// Items written right under `- if:` or `- ForEach:` are told the key that holds a view's nodes.
    @Test(arguments: [("if: on", "if", "then"), ("ForEach: names", "ForEach", "content")])
    func itemsUnderAViewWithoutTheirKeyAreToldIt(head: String, owner: String, key: String) {
        let marked = MarkedText("view: A\nbody:\n  - \(head)\n    1️⃣- Text: \"a\"\n")
        let diagnostics = load(marked)
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected key; the nodes of '\(owner)' go under '\(key):', at the column of '\(owner)', "
                    + "with these items indented under it"
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    /// An assignment holding a ternary's `:` is a statement to quote, not a Swift declaration of a state.
    @Test func anAssignmentWithATernaryIsToldToQuote() {
        let marked = MarkedText("view: A\nbody:\n  - Button: x\n    action: label = on ? \"a\" 1️⃣: \"b\"\n")
        #expect(
            load(marked).map(\.message) == [
                "mapping values are not allowed in this context; quote the whole scalar: "
                    + #""label = on ? \"a\" : \"b\"""#
            ])
    }

    /// Text with a comma and a colon after a view's first key is text to quote, not arguments the view lacks.
    @Test func textWithACommaAndAColonIsToldToQuote() {
        let marked = MarkedText("view: A\nbody:\n  - Text: Hello, world1️⃣: hi\n")
        #expect(
            load(marked).map(\.message) == [
                "mapping values are not allowed in this context; quote the whole scalar: \"Hello, world: hi\""
            ])
    }

    /// An expression that starts with a string or an array literal is read by YAML as a quoted scalar or a list
    /// that something follows: the whole expression is shown quoted, single-quoted to keep its double quotes.
    @Test(arguments: [
        (#"if: "a" == s"#, #"'"a" == s'"#), ("if: [1, 2].isEmpty", "'[1, 2].isEmpty'"),
        (#"Text: ["it's"].count"#, #""[\"it's\"].count""#),
        // Whole however long: it is pasted back.
        (
            #"if: "a long string to compare" == selectedName ?? "no name at all""#,
            #"'"a long string to compare" == selectedName ?? "no name at all"'"#
        ),
    ])
    func anExpressionStartingWithALiteralIsShownQuoted(entry: String, quoted: String) {
        let diagnostics = load(MarkedText("view: A\nbody:\n  - \(entry)\n    then: []\n"))
        #expect(diagnostics.map(\.message) == ["did not find expected key; quote the whole scalar: " + quoted])
    }

    /// An argument written between a view's name and its items leaves the items indented past it, read as more of
    /// its value.
    @Test func anItemBelowAnArgumentIsToldWhereAViewsItemsGo() {
        let marked = MarkedText("view: A\nbody:\n  - VStack:\n    alignment: leading\n      - Text1️⃣: \"a\"\n")
        let diagnostics = load(marked)
        #expect(
            diagnostics.map(\.message) == [
                "mapping values are not allowed in this context; this item is indented past 'alignment' on the line "
                    + "before, so YAML reads it as more of the value 'leading': a view's items go right below the line "
                    + "of its name, and its arguments after them"
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
        // 'Text' above it takes no 'alignment', so only the list's owner is named.
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected '-' indicator; this line is indented like the list's items but is not one: "
                    + "indent it past the '- ' of the item it belongs to, or start it with '- '; to give 'alignment' "
                    + "to 'VStack', write it at the column of 'VStack' (column 5)"
            ])
        let both = MarkedText("view: A\nbody:\n  - VStack:\n      - HStack: []\n      1️⃣alignment: leading\n")
        #expect(
            load(both).map(\.message) == [
                "did not find expected '-' indicator; this line is indented like the list's items but is not one: "
                    + "indent it past the '- ' of the item it belongs to, or start it with '- '; to give 'alignment' "
                    + "to 'HStack' above it, write it at the column of 'HStack' (column 9); or to give 'alignment' to "
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

    /// 'HStack', which takes no 'value', is not named.
    @Test func anArgumentBelowAnItemIsToldTheItemsColumnFirst() {
        let marked = MarkedText(
            "view: A\nstate:\n  qty: 1\nbody:\n  - HStack:\n      - Text: \"x\"\n      - Stepper: \"Qty\"\n"
                + "      1️⃣value: $qty\n")
        let diagnostics = load(marked)
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected '-' indicator; this line is indented like the list's items but is not one: "
                    + "indent it past the '- ' of the item it belongs to, or start it with '- '; to give 'value' to "
                    + "'Stepper' above it, write it at the column of 'Stepper' (column 9)"
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    /// A Swift declaration whose type YAML reads as a flow list is told the explicit state.
    @Test func aSwiftDeclarationOfAnArrayIsToldTheExplicitState() {
        let marked = MarkedText("view: A\nstate:\n  tags: [String] 1️⃣= []\nbody:\n  - Text: \"{tags.count}\"\n")
        #expect(
            load(marked).map(\.message) == [
                "did not find expected key; '[String] = []' is a Swift declaration; a state is written with its type "
                    + "and initial value: '{type: \"[String]\", initial: []}'"
            ])
    }

    @Test func aPropertyWrapperIsToldTheSectionSaysIt() {
        let marked = MarkedText("view: A\nstate:\n  1️⃣@State count: 0\nbody:\n  - Text: \"{count}\"\n")
        let diagnostics = load(marked)
        #expect(
            diagnostics.map(\.message) == [
                "found character that cannot start any token; '@State' is Swift's, not the spec's: the section a "
                    + "name is under ('state:', 'props:', 'bindings:') says what it is, so write 'count: 0' under "
                    + "'state:'"
            ])
        #expect(diagnostics.first?.location == marked[1])
        // `@Binding` under `props:` is told the section it stands for.
        let underProps = MarkedText("view: A\nprops:\n  1️⃣@Binding isOn: Bool\nbody:\n  - Text: \"a\"\n")
        #expect(load(underProps).first?.message.hasSuffix("so write 'isOn: Bool' under 'bindings:'") == true)
        // At the top level, outside any section, the section too.
        let topLevel = MarkedText("view: A\n1️⃣@Binding isOn: Bool\nbody:\n  - Text: \"a\"\n")
        #expect(
            load(topLevel).map(\.message) == [
                "found character that cannot start any token; '@Binding' is Swift's, not the spec's: the section a "
                    + "name is under ('state:', 'props:', 'bindings:') says what it is, so write 'isOn: Bool' "
                    + "indented under 'bindings:'"
            ])
    }

    /// A whole Swift property after its wrapper is told the entry the section writes, its keywords and `=` gone.
    @Test func aSwiftPropertyAfterItsWrapperIsToldTheEntryToWrite() {
        let told = { (section: String, line: String) in
            load(MarkedText("view: A\n\(section):\n  \(line)\nbody:\n  - Text: \"a\"\n")).first?.message
                .components(separatedBy: "says what it is, so ").last
        }
        #expect(told("state", "@State private var count = 0") == "write 'count: 0' under 'state:'")
        #expect(
            told("state", "@State var on: Bool = false") == "write 'on: {type: Bool, initial: false}' under 'state:'")
        #expect(
            told("state", "@State var note: String? = nil")
                == "write 'note: {type: \"String?\", initial: null}' under 'state:'")
        #expect(told("bindings", "@Binding var isOn: Bool") == "write 'isOn: Bool' under 'bindings:'")
        #expect(
            told("environment", "@Environment(\\.colorScheme) var scheme")
                == "write '- colorScheme' under 'environment:'")
    }

    /// Keys below a list item written as a SwiftUI call continue the call's text: told the keys the call is written
    /// with, not to quote the key's value.
    @Test func keysBelowACallItemAreToldTheCallsKeys() {
        let marked = MarkedText("view: Main\nbody:\n  - Text(\"Hello\")\n    font1️⃣: title\n")
        #expect(
            load(marked).map(\.message) == [
                "mapping values are not allowed in this context; a view's arguments are keys beside its name, not a "
                    + "call: write 'Text: \"Hello\"'"
            ])
        #expect(load(marked).first?.location == marked[1])
    }

    /// Items indented past the column of `- if:`, without `then:`, are more of the condition's text to YAML: told
    /// the key that holds them, as items at its column are.
    @Test func itemsIndentedUnderAnIfWithoutThenAreToldThen() {
        let marked = MarkedText("view: Main\nstate:\n  n: 1\nbody:\n  - if: n > 1\n      - Text1️⃣: \"big\"\n")
        #expect(
            load(marked).map(\.message) == [
                "mapping values are not allowed in this context; the nodes of 'if' go under 'then:', at the column "
                    + "of 'if', with these items indented under it"
            ])
        #expect(load(marked).first?.location == marked[1])
    }

    /// Items below the arguments of a ForEach (`as: todo`), indented past them, are more of the argument's text to
    /// YAML: told the key that holds them, not that a view's items come before its arguments.
    @Test func itemsBelowAForEachsArgumentsAreToldContent() {
        let marked = MarkedText(
            "view: Main\nbody:\n  - ForEach: todos\n    as: todo\n      - Text1️⃣: \"{todo.title}\"\n")
        #expect(
            load(marked).map(\.message) == [
                "mapping values are not allowed in this context; the nodes of 'ForEach' go under 'content:', at the "
                    + "column of 'ForEach', with these items indented under it"
            ])
        #expect(load(marked).first?.location == marked[1])
        // At the arguments' column, after a comment, too.
        let atColumn = MarkedText(
            "view: Main\nbody:\n  - ForEach: todos\n    as: todo\n\n    # rows\n    1️⃣- Text: \"{todo.title}\"\n")
        #expect(
            load(atColumn).map(\.message) == [
                "did not find expected key; the nodes of 'ForEach' go under 'content:', at the column of 'ForEach', "
                    + "with these items indented under it"
            ])
        #expect(load(atColumn).first?.location == atColumn[1])
        // Not when that key is written already: the item is more of the value above it.
        let written = MarkedText(
            "view: Main\nbody:\n  - ForEach: todos\n    content: []\n    id: id\n      - Text1️⃣: \"a\"\n")
        #expect(load(written).first?.message.contains("go under 'content:'") == false)
        // A switch's nodes go under its cases, which are keys.
        let cases = MarkedText("view: Main\nbody:\n  - switch: mode\n    padding: true\n      - Text1️⃣: \"a\"\n")
        #expect(
            load(cases).map(\.message) == [
                "mapping values are not allowed in this context; the nodes of 'switch' go under one of its cases, a "
                    + "key under 'cases:' (at the column of 'switch') or 'default:', with these items indented under it"
            ])
    }

    /// A list item's dash run into its view's name (`-Text:`) is a key to YAML: reported at the dash, whether the
    /// next item is where a key was expected or the item is indented like the list's items, with the space as the
    /// fix-it.
    @Test func anItemWithoutASpaceAfterItsDashIsReportedAtTheDash() {
        let before = MarkedText("view: Main\nbody:\n  - VStack:\n      1️⃣-2️⃣Text: a\n      - Text: b\n")
        let after = MarkedText("view: Main\nbody:\n  - VStack:\n      - Text: b\n      1️⃣-2️⃣Text: a\n")
        let hint =
            "'-Text' has no space after its '-', so YAML reads it as a key, not as an item of the list: write '- Text'"
        for (marked, problem) in [
            (before, "did not find expected key"), (after, "did not find expected '-' indicator"),
        ] {
            let diagnostics = load(marked)
            #expect(diagnostics.map(\.message) == ["\(problem); \(hint)"])
            #expect(diagnostics.first?.location == marked[1])
            #expect(diagnostics.first?.notes == [])
            #expect(diagnostics.first?.fixIt == Diagnostic.FixIt(range: SourceRange(at: marked[2]), replacement: " "))
        }
    }

    /// A bare item with its dash run into it (`-Spacer`), and items all so written (a mapping of `-Text` keys),
    /// are told the space; keys written below such an item, at the column its key would move from, keep it from a
    /// fix-it, which would leave them behind.
    @Test func itemsWithoutASpaceAfterTheirDashAreToldItWhereverYAMLStops() {
        let bare = MarkedText("view: Main\nbody:\n  - VStack:\n      - Divider\n      1️⃣-2️⃣Spacer\n")
        #expect(
            load(bare).map(\.message) == [
                "could not find expected ':'; '-Spacer' has no space after its '-', so YAML reads it as a key, not "
                    + "as an item of the list: write '- Spacer'"
            ])
        #expect(load(bare).first?.fixIt == Diagnostic.FixIt(range: SourceRange(at: bare[2]), replacement: " "))
        let twice = MarkedText("view: Main\nbody:\n  -Text: a\n  1️⃣-Text: b\n")
        #expect(
            load(twice).map(\.message) == [
                "duplicate key '-Text'; '-Text' has no space after its '-', so YAML reads it as a key, not as an "
                    + "item of the list: write '- Text'"
            ])
        #expect(load(twice).first?.location == twice[1])
        let keysBelow = MarkedText("view: Main\nbody:\n  - Text: a\n  1️⃣-Text: b\n   font: title\n")
        #expect(load(keysBelow).first?.location == keysBelow[1])
        #expect(load(keysBelow).first?.fixIt == nil)
    }

    /// A state written as Swift on the line of `state:`, with entries below it, is told to give it its own line.
    @Test func aSwiftStateOnTheLineOfStateWithEntriesBelowIsToldItsOwnLine() {
        let marked = MarkedText("view: Main\nstate: count = 0\n  flag1️⃣: true\nbody: []\n")
        #expect(
            load(marked).map(\.message) == [
                "mapping values are not allowed in this context; 'state:' holds a Swift declaration on its line, which "
                    + "YAML reads on into this one: write 'state:' alone, with 'count: 0' indented below it, beside "
                    + "'flag:'"
            ])
        #expect(load(marked).first?.location == marked[1])
    }

    /// A flow mapping or list left open on its line runs on into the next: told to close it; one whose line ends in
    /// a comma goes on by design, and is told nothing more.
    @Test func aFlowCollectionLeftOpenOnItsLineIsToldToCloseIt() {
        let mapping = MarkedText(
            "view: Main\nstate:\n  xs:\n    type: \"[T]\"\n    initial:\n      - { id: 1\n      - 1️⃣{ id: 2 }\nbody: []\n"
        )
        #expect(
            load(mapping).map(\.message) == [
                "did not find expected ',' or '}'; the '{' at the note is not closed on its line: end it with '}'"
            ])
        #expect(load(mapping).first?.location == mapping[1])
        let list = MarkedText("view: Main\nstate:\n  xs: [1, 2  # two\n  n1️⃣: 0\nbody: []\n")
        #expect(
            load(list).map(\.message) == [
                "did not find expected ',' or ']'; the '[' at the note is not closed on its line: end it with ']'"
            ])
        let continued = MarkedText("view: Main\nstate:\n  t: {id: 1,\n    a: 2\n    b: 3}\nbody: []\n")
        #expect(load(continued).map(\.message) == ["did not find expected ',' or '}'"])
    }

    /// A key run into a value that holds a `: ` of its own (`padding:{edges: horizontal}`) is told the space too.
    @Test func aKeyRunIntoAFlowMappingIsToldTheSpace() {
        let marked = MarkedText("view: Main\nbody:\n  - Text: a\n    1️⃣padding:2️⃣{edges: horizontal, length: 2}\n")
        #expect(
            load(marked).map(\.message) == [
                "mapping values are not allowed in this context; 'padding:{edges: horizontal, length: 2}' has no "
                    + "space after its ':', so YAML reads it as one word: write 'padding: {edges: horizontal, length: 2}'"
            ])
        #expect(load(marked).first?.location == marked[1])
        #expect(load(marked).first?.fixIt == Diagnostic.FixIt(range: SourceRange(at: marked[2]), replacement: " "))
    }

    /// A key run into its value (`font:title`) is one word to YAML, a line without a `:`: told the space, which the
    /// fix-it inserts.
    @Test func aKeyRunIntoItsValueIsToldTheSpace() {
        let marked = MarkedText("view: Main\nbody:\n  - Text: a\n    1️⃣font:2️⃣title\n")
        let diagnostics = load(marked)
        #expect(
            diagnostics.map(\.message) == [
                "could not find expected ':'; 'font:title' has no space after its ':', so YAML reads it as one word: "
                    + "write 'font: title'"
            ])
        #expect(diagnostics.first?.location == marked[1])
        #expect(diagnostics.first?.fixIt == Diagnostic.FixIt(range: SourceRange(at: marked[2]), replacement: " "))
    }

    /// Swift's `//` comments are text to YAML: told YAML's `#`, with the comment written with it.
    @Test func aSwiftCommentIsToldYAMLsCommentSign() {
        let told = { (text: String) in
            load(MarkedText(text)).first?.message.components(separatedBy: "; ").last
        }
        let hint = { (comment: String) in
            "'//' starts a comment in Swift, not in YAML, which reads it as text: YAML's comments start with '#', "
                + "'# \(comment)'"
        }
        #expect(told("// Trips screen\nview: Main\nbody:\n  - Text: \"hi\"\n") == hint("Trips screen"))
        #expect(told("view: Main\nbody:\n  - Text: \"hi\" // header\n") == hint("header"))
        #expect(told("view: Main\nbody:\n  // the list\n  - Text: \"hi\"\n") == hint("the list"))
        // A URL's `//` is no comment.
        #expect(
            told("view: Main\nbody:\n  - Text: a: https://example.com\n")
                == "quote the whole scalar: \"a: https://example.com\"")
    }

    @Test func aBackslashDoubleQuotesDoNotReadIsToldToSingleQuote() {
        // A bare quote and a Swift escape: escaping the quote would leave `\u{` for YAML to reject.
        let bare = MarkedText("view: A\nbody:\n  - Text: \"Smile {1️⃣\"\\u{1F600}\"}\"\n")
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
