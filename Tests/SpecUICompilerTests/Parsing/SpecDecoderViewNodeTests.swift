import SpecUICompiler
import Testing

@Suite struct SpecDecoderViewNodeTests {
    @Test func stackDecodesContentAndNamedArguments() throws {
        let decoded = Decoded(
            viewSpec(
                """
                  - VStack:
                      - Text: "Count: {count}"
                      - Spacer
                      - Spacer:
                        minLength: 2
                    alignment: leading
                    spacing: 1
                """))
        #expect(decoded.messages == [])
        guard case .vStack(let alignment, let spacing, let content) = try #require(decoded.node).kind else {
            Issue.record("expected a VStack")
            return
        }
        #expect(alignment == .leading)
        #expect(spacing?.kind == .integer(1))
        guard case .text(let template) = content[0].kind else {
            Issue.record("expected a Text")
            return
        }
        #expect(template.parts.count == 2)
        #expect(template.parts.first == .text("Count: "))
        #expect(content[1].kind == .spacer(minLength: nil))
        guard case .spacer(let minLength) = content[2].kind else {
            Issue.record("expected a Spacer")
            return
        }
        #expect(minLength?.kind == .integer(2))
    }

    @Test func buttonTakesATitleOrALabelAndAnAction() throws {
        let decoded = Decoded(
            viewSpec(
                """
                  - Button: "Add"
                    action:
                      - count += 1
                      - flag.toggle()
                  - Button:
                      - Image: "trash"
                    action: count = 0
                """))
        #expect(decoded.messages == [])
        let body = try #require(decoded.view?.body)
        guard case .button(.title(let title), let action) = body[0].kind,
            case .button(.label(let label), let labelAction) = body[1].kind
        else {
            Issue.record("expected two buttons")
            return
        }
        #expect(title.literalText == "Add")
        #expect(action.count == 2)
        #expect(label.count == 1)
        #expect(labelAction.count == 1)
    }

    @Test func forEachBindingFormDropsTheDollarAndKeepsIdAndVariable() throws {
        let decoded = Decoded(
            viewSpec(
                """
                  - ForEach: $todos
                    id: id
                    as: todo
                    content:
                      - Toggle: "{todo.title}"
                        isOn: $todo.done
                  - ForEach: names
                    id: self
                    content: [Divider]
                """))
        #expect(decoded.messages == [])
        let body = try #require(decoded.view?.body)
        guard case .forEach(let rows) = body[0].kind, case .forEach(let plain) = body[1].kind else {
            Issue.record("expected two ForEach nodes")
            return
        }
        #expect(rows.isBinding)
        #expect(rows.collection.kind == .name("todos"))
        #expect(rows.variable.name == "todo")
        guard case .field(let field) = rows.identity else {
            Issue.record("expected id: field")
            return
        }
        #expect(field.name == "id")
        #expect(!plain.isBinding)
        #expect(plain.variable.name == "item")
        guard case .element = plain.identity else {
            Issue.record("expected id: self")
            return
        }
    }

    @Test func unitViewKeepsArgumentScalarsUnresolved() throws {
        let decoded = Decoded(
            viewSpec("  - ChildView:\n      name: \"Alice\"\n      isOn: $flag\n    equatable: true\n"))
        #expect(decoded.messages == [])
        guard case .component(let name, let arguments) = try #require(decoded.node).kind else {
            Issue.record("expected a view of the unit")
            return
        }
        #expect(name.name == "ChildView")
        #expect(arguments.map(\.label.name) == ["name", "isOn"])
        guard case .unresolved(let first) = arguments[0].value, case .unresolved(let second) = arguments[1].value else {
            Issue.record("expected unresolved arguments")
            return
        }
        #expect(first.value == "Alice")
        #expect(first.style == .doubleQuoted)
        #expect(second.value == "$flag")
        #expect(decoded.node?.modifiers.map(\.kind) == [.equatable])
    }

    @Test func unknownKeyOnABuiltInViewSuggestsArgumentsAndModifiers() {
        let marked = MarkedText(viewSpec("  - VStack: []\n    1️⃣spacng: 1\n    2️⃣fnt: title\n    3️⃣zzz: 1\n"))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "unknown-key", "unknown key 'spacng' on 'VStack'; did you mean 'spacing'?"),
                diagnostic(marked[2], "unknown-key", "unknown key 'fnt' on 'VStack'; did you mean 'font'?"),
                diagnostic(
                    marked[3], "unknown-key",
                    "unknown key 'zzz' on 'VStack'; 'VStack' takes 'alignment' and 'spacing', and the modifiers padding, "
                        + "font, bold, italic, underline, foregroundColor, background, border, cornerRadius, frame, "
                        + "opacity, disabled, id, accessibilityIdentifier, onAppear and onChange"),
            ])
    }

    @Test func aKeyNamedAsInSwiftUIOrAnotherFrameworkIsToldWhatTheLanguageWrites() {
        let marked = MarkedText(
            viewSpec(
                """
                  - Stepper: "Count"
                    value: $count
                    1️⃣range: 0...5
                  - Button: "Go"
                    2️⃣onTap: count += 1
                  - Button: "Go"
                    3️⃣label: hi
                    action: count += 1
                  - Toggle: "On"
                    4️⃣binding: $on
                  - Image: star
                    5️⃣systemName: star
                  - Text: "a"
                    6️⃣sheet: x
                    7️⃣navigationTitle: "Hi"

                """))
        let decoded = Decoded(marked.text)
        let presentation = { (key: String) in
            "unknown key '\(key)' on 'Text'; the language has no '\(key)', as a spec describes one view's body: apply "
                + "'.\(key)' to the generated view in Swift"
        }
        #expect(
            decoded.messages == [
                diagnostic(marked[1], "unknown-key", "unknown key 'range' on 'Stepper'; did you mean 'in'?"),
                diagnostic(marked[2], "unknown-key", "unknown key 'onTap' on 'Button'; did you mean 'action'?"),
                diagnostic(
                    marked[3], "unknown-key",
                    "unknown key 'label' on 'Button'; write a title template or a list of nodes as the value of "
                        + "'Button:' itself"),
                diagnostic(marked[4], "unknown-key", "unknown key 'binding' on 'Toggle'; did you mean 'isOn'?"),
                diagnostic(
                    marked[5], "unknown-key",
                    "unknown key 'systemName' on 'Image'; write a system symbol name as the value of 'Image:' itself"),
                diagnostic(marked[6], "unknown-key", presentation("sheet")),
                diagnostic(marked[7], "unknown-key", presentation("navigationTitle")),
            ])
        #expect(decoded.diagnostics.map { $0.fixIt?.replacement } == ["in", "action", nil, "isOn", nil, nil, nil])
    }

    @Test func argumentInsideTheFirstValueIsReported() {
        let marked = MarkedText(viewSpec("  - VStack:\n      1️⃣alignment: leading\n      2️⃣padding: true\n"))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "argument-inside-value",
                    "'alignment' is an argument of 'VStack'; write it beside 'VStack', not inside its value"),
                diagnostic(
                    marked[2], "argument-inside-value",
                    "'padding' is a modifier; write it beside 'VStack', not inside its value"),
            ])
    }

    @Test func missingRequiredArgumentsPointAtTheFirstKey() {
        let marked = MarkedText(
            viewSpec("  - 1️⃣Button: \"Go\"\n  - 2️⃣Toggle: \"On\"\n  - 3️⃣Text:\n  - ForEach: items\n    content: 4️⃣x\n"))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "missing-argument", "'Button' needs 'action'"),
                diagnostic(marked[2], "missing-argument", "'Toggle' needs 'isOn'"),
                diagnostic(marked[3], "missing-value", "'Text' needs a string template"),
                diagnostic(
                    marked[4], "expected-list", "expected a list of nodes (each starting with '- '); found a scalar"),
            ])
    }

    @Test func aBindingArgumentThatNoDollarMakesABindingIsAnError() {
        // A name or a field path without its `$` decodes; the checker knows whether it names anything.
        let marked = MarkedText(
            viewSpec(
                """
                  - Toggle: "On"
                    isOn: todo.done
                  - TextField: "Name"
                    text: 1️⃣3
                  - Stepper: "Qty"
                    value: "2️⃣count + 1"
                """))
        let decoded = Decoded(marked.text)
        #expect(
            decoded.messages == [
                diagnostic(
                    marked[1], "expected-binding",
                    "'text' takes a binding such as '$name', and only a name or a field path can be one"),
                diagnostic(
                    marked[2], "expected-binding",
                    "'value' takes a binding such as '$quantity', and only a name or a field path can be one"),
            ])
        #expect(decoded.diagnostics.map { $0.fixIt?.replacement } == [nil, nil])
    }

    @Test func wrongValueKindsNameWhatWasExpected() {
        let marked = MarkedText(
            viewSpec(
                """
                  - HStack: 1️⃣"a"
                  - Divider: 2️⃣x
                  - Toggle: "On"
                    isOn: 3️⃣a || b
                  - 4️⃣"Hello"
                  - Spacer: 5️⃣2
                  - 6️⃣5
                  - 7️⃣true
                  - 8️⃣-1.5
                  - 9️⃣'Say "hi"'
                  - 🔟"Image(systemName: \\"star\\")"
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "expected-list", "expected a list of nodes for 'HStack'; found a scalar"),
                diagnostic(marked[2], "unexpected-value", "'Divider' takes no value; found a scalar"),
                diagnostic(
                    marked[3], "expected-binding",
                    "'isOn' takes a binding such as '$flag', and only a name or a field path can be one"),
                diagnostic(
                    marked[4], "expected-node",
                    "expected a view node; found the string 'Hello': write 'Text: \"Hello\"' to show text"),
                diagnostic(
                    marked[5], "unexpected-value",
                    "'Spacer' takes no value; found a scalar; write its length beside it: 'minLength: 2'"),
                diagnostic(
                    marked[6], "expected-node",
                    "expected a view node; found the value '5': write 'Text: \"5\"' to show text"),
                diagnostic(
                    marked[7], "expected-node",
                    "expected a view node; found the value 'true': write 'Text: \"true\"' to show text"),
                diagnostic(
                    marked[8], "expected-node",
                    "expected a view node; found the value '-1.5': write 'Text: \"-1.5\"' to show text"),
                // Quotes inside the text are escaped, so the advice reads back as the same text when pasted.
                diagnostic(
                    marked[9], "expected-node",
                    "expected a view node; found the string 'Say \"hi\"': write 'Text: \"Say \\\"hi\\\"\"' to show text"
                ),
                diagnostic(
                    marked[10], "expected-node",
                    "expected a view node; found the string 'Image(systemName: \"star\")'; a view's arguments are keys "
                        + "beside its name, not a call: write 'Image: \"star\"'"),
            ])
    }

    @Test func aScalarSplitAtItsColonIntoAMappingGetsAQuotingHint() {
        let marked = MarkedText(
            viewSpec(
                """
                  - Button: "Clear"
                    action:
                      - 1️⃣items.removeAll(where: done)
                      - count = 0
                      - 4️⃣count = done ? 1 : 2
                  - ChildView:
                      total: 2️⃣{a: b}
                  - Button: "Go"
                    action:
                      - 3️⃣label:
                          go
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "expected-scalar",
                    "expected a statement; found a mapping ('items.removeAll(where: done)' reads as a key and a "
                        + "value); quote the whole scalar: \"items.removeAll(where: done)\""),
                diagnostic(
                    marked[4], "expected-scalar",
                    "expected a statement; found a mapping ('count = done ? 1 : 2' reads as a key and a value); "
                        + "quote the whole scalar: \"count = done ? 1 : 2\""),
                diagnostic(
                    marked[2], "expected-scalar", "expected a value for argument 'total'; found a mapping"),
                diagnostic(marked[3], "expected-scalar", "expected a statement; found a mapping"),
            ])
    }

    @Test func aViewAndItsValueWithoutTheColonBetweenThemGetAFixIt() {
        let marked = MarkedText(
            viewSpec(
                """
                  - 1️⃣Text "hello"
                  - 2️⃣Image:star
                  - 3️⃣if ready
                  - 4️⃣not a view
                  - Spacer
                """))
        let decoded = Decoded(marked.text)
        #expect(
            decoded.messages == [
                diagnostic(
                    marked[1], "unknown-view",
                    "unknown view 'Text \"hello\"'; write ': ' between 'Text' and its value: 'Text: \"hello\"'"),
                diagnostic(
                    marked[2], "unknown-view",
                    "unknown view 'Image:star'; write ': ' between 'Image' and its value: 'Image: star'"),
                diagnostic(
                    marked[3], "unknown-view",
                    "unknown view 'if ready'; write ': ' between 'if' and its value: 'if: ready'"),
                diagnostic(marked[4], "unknown-view", "unknown view 'not a view'"),
            ])
        // The caret is under the name; the fix-it inserts what is missing right after it.
        #expect(
            decoded.diagnostics.map { "\($0.range) \($0.fixIt.map { "\($0.range) '\($0.replacement)'" } ?? "-")" } == [
                "3:5-3:9 3:9-3:9 ':'", "4:5-4:10 4:11-4:11 ' '", "5:5-5:7 5:7-5:7 ':'", "6:5-6:15 -",
            ])
    }

    /// A key with nothing after it, where nodes belong, is most often one whose nodes were indented too little and
    /// became nodes of the list around it; `[]` and `~` say there are none.
    @Test func nodesKeysWithNothingWrittenAfterThemAreErrors() {
        let marked = MarkedText(
            viewSpec(
                """
                  - List:
                      - Section: "S"
                        1️⃣content:
                      - Text: "row 1"
                  - ForEach: "[1, 2]"
                    id: self
                    2️⃣content:
                  - if: ready
                    3️⃣then:
                    4️⃣else:
                  - switch: count
                    cases:
                      5️⃣1:
                      2: []
                    6️⃣default:
                  - Section: "None"
                    content: []
                  - if: ready
                    then: ~
                    else: ~
                """))
        func empty(_ key: String, _ construct: String) -> String {
            "'\(key)' of '\(construct)' holds no nodes; indent its nodes past the column of '\(key)', or write "
                + "'\(key): []' for none"
        }
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "missing-value", empty("content", "Section")),
                diagnostic(marked[2], "missing-value", empty("content", "ForEach")),
                diagnostic(marked[3], "missing-value", empty("then", "if")),
                diagnostic(marked[4], "missing-value", empty("else", "if")),
                diagnostic(marked[5], "missing-value", empty("1", "switch")),
                diagnostic(marked[6], "missing-value", empty("default", "switch")),
            ])
    }

    /// A body is a list of nodes like any other: nothing after `body:` is a mistake, `body: []` a view of none.
    @Test func aBodyWithNothingWrittenAfterItIsAnError() {
        let marked = MarkedText(
            """
            view: TestView
            1️⃣body:
            """)
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "missing-value",
                    "'body' of 'TestView' holds no nodes; indent its nodes past the column of 'body', or write "
                        + "'body: []' for none")
            ])
        #expect(Decoded("view: TestView\nbody: []\n").messages.isEmpty)
    }

    /// A view's only item with its dash run into its name (`-Text: a`) is a mapping of one key to YAML: told the space.
    @Test func anOnlyItemWithoutASpaceAfterItsDashIsToldTheSpace() {
        let marked = MarkedText(viewSpec("  - VStack:\n      1️⃣-Text: a\n"))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "expected-list",
                    "expected a list of nodes for 'VStack'; found a mapping; '-Text' has no space after its '-', so "
                        + "YAML reads it as a key, not as an item of the list: write '- Text'")
            ])
    }

    /// A key run into its value (`n:0`, `font:title`), one word to YAML, is told the space where a mapping or a key
    /// was expected, with the space as the fix-it; the name it writes is not also unknown where it is used.
    @Test func aKeyRunIntoItsValueIsToldTheSpace() {
        let marked = MarkedText(
            """
            view: TestView
            state:
              1️⃣n:2️⃣0
            body:
              - Text: "{n}"
                frame:
                  3️⃣maxWidth:4️⃣infinity
              - {Text: "a", 5️⃣font:6️⃣title}
              - {7️⃣Text:8️⃣a}
            """)
        let decoded = Decoded(marked.text)
        let oneWord = "has no space after its ':', so YAML reads it as one word: write"
        #expect(
            decoded.messages == [
                diagnostic(
                    marked[1], "expected-mapping",
                    "expected a mapping of state names to initial values; found a scalar; 'n:0' \(oneWord) 'n: 0'"),
                diagnostic(
                    marked[3], "expected-mapping",
                    "expected a mapping of width, height, minWidth, maxWidth, minHeight, maxHeight or alignment for "
                        + "'frame'; found a scalar; 'maxWidth:infinity' \(oneWord) 'maxWidth: infinity'"),
                diagnostic(
                    marked[5], "unknown-key",
                    "unknown key 'font:title' on 'Text'; 'font:title' \(oneWord) 'font: title'"),
                diagnostic(
                    marked[7], "unknown-view",
                    "unknown view 'Text:a'; write ': ' between 'Text' and its value: 'Text: a'"),
            ])
        #expect(
            decoded.diagnostics.map(\.fixIt?.range.start) == [marked[2], marked[4], marked[6], marked[8]])
        #expect(decoded.view?.rejectedMembers.map(\.name.name).contains("n") == true)
    }

    @Test func aViewWrittenAsASwiftCallIsToldHowTheSpecWritesIt() {
        let marked = MarkedText(
            viewSpec(
                """
                  - 1️⃣Text("Hello")
                  - 2️⃣Spacer()
                  - 3️⃣Image(systemName: star)
                  - 4️⃣.bold()
                  - 5️⃣Button("Add") { count += 1 }
                  - Text: "Hi"
                    6️⃣.frame(maxWidth: .infinity)
                  - 7️⃣Text("Hi \\(name), \\(count + (1))")
                  - 8️⃣Toggle(todo.title, isOn: $todo.done)
                  - 9️⃣ForEach(items, id: id)
                  - Text: "Hi"
                    🔟.onChange(of: query) { oldValue, newValue in results = [] }
                """))
        let decoded = Decoded(marked.text)
        let call = "not a call: write"
        #expect(
            decoded.messages == [
                diagnostic(
                    marked[1], "unknown-view",
                    "unknown view 'Text(\"Hello\")'; a view's arguments are keys beside its name, \(call) 'Text: \"Hello\"'"
                ),
                diagnostic(
                    marked[2], "unknown-view",
                    "unknown view 'Spacer()'; a view is written by its name, not called: write 'Spacer'"),
                diagnostic(
                    marked[3], "unknown-view",
                    "unknown view 'Image(systemName: star)'; a view's arguments are keys beside its name, \(call) "
                        + "'Image: \"{star}\"'"),
                diagnostic(
                    marked[4], "unknown-view",
                    "unknown view '.bold()'; a modifier is a key beside the view, \(call) 'bold: true'"),
                // A button's trailing closure is its action.
                diagnostic(
                    marked[5], "unknown-view",
                    "unknown view 'Button(\"Add\") { count += 1 }'; a view's arguments are keys beside its name, "
                        + "\(call) 'Button: \"Add\"' with 'action: count += 1' on the lines below it, at its column"),
                // YAML reads a call with a label as a key and a value; the call is read back from both.
                diagnostic(
                    marked[6], "unknown-key",
                    "unknown key '.frame(maxWidth: .infinity)' on 'Text'; a modifier is a key beside the view, \(call) "
                        + "'frame: { maxWidth: infinity }'"),
                // A Swift interpolation is written as the spec interpolates.
                diagnostic(
                    marked[7], "unknown-view",
                    "unknown view 'Text(\"Hi \\(name), \\(count + (1))\")'; a view's arguments are keys beside its "
                        + "name, \(call) 'Text: \"Hi {name}, {count + (1)}\"'"),
                // A name or a path passed as a view's value is interpolated in its template; a collection is not.
                diagnostic(
                    marked[8], "unknown-view",
                    "unknown view 'Toggle(todo.title, isOn: $todo.done)'; a view's arguments are keys beside its "
                        + "name, \(call) 'Toggle: \"{todo.title}\"' with 'isOn: $todo.done' on the lines below it, at its "
                        + "column"),
                diagnostic(
                    marked[9], "unknown-view",
                    "unknown view 'ForEach(items, id: id)'; a view's arguments are keys beside its name, \(call) "
                        + "'ForEach: items' with 'id: id' on the lines below it, at its column"),
                // An `onChange` closure is its action; its parameters are left out.
                diagnostic(
                    marked[10], "unknown-key",
                    "unknown key '.onChange(of: query) { oldValue, newValu…' on 'Text'; a modifier is a key beside the "
                        + "view, \(call) 'onChange: { of: query, action: \"results = []\" }'"),
            ])
    }

    /// A call and the modifier on the next line, which YAML folds into one scalar, are told as keys together; a
    /// quoted call to a view of the unit is told its arguments under its name, not to show it as text.
    @Test func aCallFoldedWithItsModifierIsToldItsKeys() {
        let marked = MarkedText(
            viewSpec(
                """
                  - 1️⃣Text("Hello")
                    .font(.headline) .padding()
                  - 2️⃣"Row(title: \\"Run\\", goal: $goal)"
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "unknown-view",
                    "unknown view 'Text(\"Hello\") .font(.headline) .padding()'; a view's arguments and modifiers are "
                        + "keys beside its name, not a call: write 'Text: \"Hello\"' with 'font: headline' and "
                        + "'padding: true' on the lines below it, at its column"),
                diagnostic(
                    marked[2], "expected-node",
                    "expected a view node; found the string 'Row(title: \"Run\", goal: $goal)'; a view's props and "
                        + "bindings are keys under its name, not a call: write 'Row:' with 'title: \"Run\"' and "
                        + "'goal: $goal' on the lines below it, indented past its name"),
            ])
    }

    @Test func aTemplateWrittenAsABareInterpolationIsToldToQuoteIt() {
        let marked = MarkedText(
            viewSpec(
                """
                  - Text: 1️⃣{count}
                  - Toggle: 2️⃣{ title }
                    isOn: $flag
                  - ChildView:
                      name: 3️⃣{name}
                  - Text: 4️⃣{a, b}
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "expected-scalar",
                    "expected a string template for 'Text'; found a mapping (YAML reads '{count}' as a mapping); "
                        + "quote the whole template: \"{count}\""),
                diagnostic(
                    marked[2], "expected-scalar",
                    "expected a title template for 'Toggle'; found a mapping (YAML reads '{title}' as a mapping); "
                        + "quote the whole template: \"{title}\""),
                diagnostic(
                    marked[3], "expected-scalar",
                    "expected a value for argument 'name'; found a mapping (YAML reads '{name}' as a mapping); "
                        + "quote the whole template: \"{name}\""),
                diagnostic(marked[4], "expected-scalar", "expected a string template for 'Text'; found a mapping"),
            ])
    }

    @Test func anArrayLiteralWrittenUnquotedWhereAnExpressionBelongsIsToldToQuoteIt() {
        let marked = MarkedText(
            viewSpec(
                """
                  - ForEach: 1️⃣[1, 2, 3]
                    id: self
                    content: [Text: "{item}"]
                  - Text: "a"
                    id: 2️⃣["a", 'b']
                  - ChildView:
                      name: 3️⃣[]
                  - Text: "b"
                    id: 4️⃣[[1], 2]
                  - Text: "c"
                    padding: 5️⃣[top]
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "expected-scalar",
                    "expected a collection expression for 'ForEach'; found a list (YAML reads '[1, 2, 3]' as a list); "
                        + "quote the whole expression: \"[1, 2, 3]\""),
                diagnostic(
                    marked[2], "expected-scalar",
                    "expected an expression for 'id'; found a list (YAML reads '[\"a\", \"b\"]' as a list); "
                        + "quote the whole expression: '[\"a\", \"b\"]'"),
                diagnostic(
                    marked[3], "expected-scalar",
                    "expected a value for argument 'name'; found a list (YAML reads '[]' as a list); "
                        + "quote the whole expression: \"[]\""),
                diagnostic(marked[4], "expected-scalar", "expected an expression for 'id'; found a list"),
                diagnostic(
                    marked[5], "expected-scalar",
                    "expected 'true', an Int or {edges, length} for 'padding'; found a list"),
            ])
        #expect(
            Decoded(marked.text).diagnostics.map { $0.fixIt?.replacement } == [
                #""[1, 2, 3]""#, #"'["a", "b"]'"#, nil, nil, nil,
            ])
    }

    @Test func aMappingWhereAListBelongsIsToldToStartItsItemsWithADash() {
        let marked = MarkedText(
            viewSpec(
                """
                  - if: ready
                    then: [Text: "a"]
                    else:
                      1️⃣Text: "b"
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "expected-list",
                    "expected a list of nodes or a single 'if' node for 'else'; found a mapping; start each item of a "
                        + "list with '- '")
            ])
    }

    @Test func anExpressionStartingWithABangIsReadAsATagAndReported() {
        let marked = MarkedText(
            viewSpec(
                """
                  - Text: "x"
                    disabled: 1️⃣!isOn == false
                  - Text: !!str 42
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "yaml-tag",
                    "YAML reads '!isOn' as a tag, not as part of the value; quote the whole scalar: \"!isOn == false\"")
            ])
    }

    @Test func aLocalTagBeforeAQuotedOrBlockScalarIsToldToGoNotToBeQuoted() {
        let marked = MarkedText(
            viewSpec(
                """
                  - Text: 1️⃣!str "{count}"
                  - Text: 2️⃣! 'hi'
                  - Text: 3️⃣!note |
                      hi
                """))
        let expected = zip(1..., ["!str", "!", "!note"]).map { marker, tag in
            diagnostic(
                marked[marker], "yaml-tag",
                "YAML reads '\(tag)' as a tag, and the language reads no local tags; remove it")
        }
        #expect(Decoded(marked.text).messages == expected)
    }

    @Test func unknownLowercaseViewAndMisplacedModifier() {
        let marked = MarkedText(
            viewSpec("  - 1️⃣text: \"a\"\n  - 2️⃣padding: true\n  - Image: star\n    3️⃣equatable: true\n"))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "unknown-view", "unknown view 'text'; did you mean 'Text'?"),
                diagnostic(
                    marked[2], "misplaced-key",
                    "'padding' is a modifier, not a view; write it beside the view's first key"),
                diagnostic(
                    marked[3], "equatable-on-builtin", "'equatable' applies only to a view of the unit, not to 'Image'"),
            ])
    }

    /// A node's first key is its view: an argument, a modifier or a key of `if` written before the view's key is told
    /// to come after it, not taken for a misspelled view (`text` for `Text`, `in` for `if`, `action` for `Section`).
    @Test func aKeyWrittenBeforeItsViewIsToldToComeAfterIt() {
        let marked = MarkedText(
            viewSpec(
                """
                  - 1️⃣text: $name
                    TextField: "Name"
                  - 2️⃣action: n += 1
                    Button: "Go"
                  - 3️⃣bold: true
                    Text: "b"
                  - 4️⃣then: [Divider]
                    if: on
                  - 5️⃣text: "hello"
                """))
        let first = "a node's first key is its view"
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "misplaced-key",
                    "'text' is an argument of 'TextField', written before it; \(first): write 'TextField:' first"),
                diagnostic(
                    marked[2], "misplaced-key",
                    "'action' is an argument of 'Button', written before it; \(first): write 'Button:' first"),
                diagnostic(
                    marked[3], "misplaced-key",
                    "'bold' is a modifier, written before 'Text'; \(first): write 'Text:' first"),
                diagnostic(
                    marked[4], "misplaced-key",
                    "'then' is a key of 'if', written before it; \(first): write 'if:' first"),
                // Alone, a lowercase view's name is most likely the view.
                diagnostic(marked[5], "unknown-view", "unknown view 'text'; did you mean 'Text'?"),
            ])
    }

    @Test func equatableComesBeforeTheOtherModifiersOfAUnitView() {
        let marked = MarkedText(
            viewSpec(
                """
                  - ChildView:
                      name: "A"
                    equatable: true
                    padding: 1
                  - ChildView:
                      name: "B"
                    padding: 1
                    background: blue
                    1️⃣equatable: true
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "equatable-after-modifier",
                    "'equatable' must come before the other modifiers: '.equatable()' compares the view of the unit "
                        + "itself, and 'padding' before it makes a modified view that is not Equatable")
            ])
    }

    @Test func argumentsBesideAUnitViewAreReported() {
        let marked = MarkedText(viewSpec("  - ChildView:\n      name: \"A\"\n    1️⃣title: \"B\"\n"))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "unknown-key",
                    "'title' is not a modifier; arguments of 'ChildView' go inside its mapping")
            ])
    }

    @Test func alignmentValuesAreCheckedPerStack() {
        let marked = MarkedText(
            viewSpec("  - HStack: []\n    alignment: 1️⃣leading\n  - ZStack: []\n    alignment: 2️⃣topleading\n"))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "unknown-alignment", "unknown HStack alignment 'leading'; expected top, center or bottom"
                ),
                diagnostic(
                    marked[2], "unknown-alignment", "unknown ZStack alignment 'topleading'; did you mean 'topLeading'?"),
            ])
    }
}

extension SpecDecoderViewNodeTests {
    /// A button's trailing closure of several statements is told as a list of them, each quoted where YAML needs it.
    @Test func aButtonsClosureOfStatementsIsToldAsAList() {
        let marked = MarkedText(viewSpec("  - 1️⃣Button(\"Go\") { name = \"\"; count += 1 }\n"))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "unknown-view",
                    "unknown view 'Button(\"Go\") { name = \"\"; count += 1 }'; a view's arguments are keys beside its "
                        + "name, not a call: write 'Button: \"Go\"' with 'action: [\"name = \\\"\\\"\", count += 1]' on "
                        + "the lines below it, at its column")
            ])
    }
}
