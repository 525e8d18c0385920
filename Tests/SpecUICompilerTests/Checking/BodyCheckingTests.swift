import SpecUICompiler
import Testing

@Suite struct BodyCheckingTests {
    private static let statusTypes = """
        types:
          Status: [loading, loaded, failed]
        """

    @Test func aNodeWithABadModifierStillReportsTheErrorsOfItsOtherParts() {
        let marked = MarkedText(
            """
            view: Main
            state:
              n: 0
              xs: [1]
            body:
              - Button: "x {1️⃣nope}"
                action:
                  - n += 2️⃣"s"
                  - 3️⃣xs.insert(1, at: 0)
                foregroundColor: 4️⃣nope
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[3]): error: expected a statement; found a mapping ('xs.insert(1, at: 0)' reads as a key and "
                    + "a value); quote the whole scalar: \"xs.insert(1, at: 0)\" [expected-scalar]",
                "\(marked[4]): error: unknown color 'nope'; expected black, white, gray, red, orange, yellow, green, "
                    + "mint, teal, cyan, blue, indigo, purple, pink, brown, primary, secondary or accentColor "
                    + "[unknown-color]",
                "\(marked[1]): error: cannot find 'nope' in scope [unknown-name]",
                "\(marked[2]): error: cannot use '\"s\"' of type 'String' where 'Int' is expected "
                    + "[type-mismatch]",
            ])
    }

    @Test func aMisspelledLiteralWordSuggestsTheLiteral() {
        let marked = MarkedText(
            """
            view: Main
            state:
              n: {type: Int?, initial: null}
            body:
              - Text: "{n ?? 0}"
                disabled: 1️⃣flase
                opacity: "n == 2️⃣nill ? 1.0 : 0.5"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: cannot find 'flase' in scope; did you mean 'false'? [unknown-name]",
                "\(marked[2]): error: cannot find 'nill' in scope; did you mean 'nil'? [unknown-name]",
            ])
    }

    @Test func aQuoteSuggestionEscapesWhatDoubleQuotesWouldChange() {
        let marked = MarkedText(
            #"""
            view: Main
            state:
              xs: ["a"]
            body:
              - Button: "x"
                action:
                  - 1️⃣xs.append("k: \d")
              - Text: "{xs.count}"
            """#)
        #expect(
            checkSpec(marked).lines == [
                #"\#(marked[1]): error: expected a statement; found a mapping ('xs.append("k: \d")' reads as a key "#
                    + #"and a value); quote the whole scalar: "xs.append(\"k: \\d\")" [expected-scalar]"#
            ])
    }

    @Test func aFrameOrPaddingPartThatFailsToDecodeLeavesTheOtherPartsChecked() {
        let marked = MarkedText(
            """
            view: Main
            state:
              w: 0
            body:
              - Text: "a"
                frame: {width: "w +1️⃣", height: '2️⃣w * "x"'}
                padding: {edges: 3️⃣horizntal, length: "4️⃣w * 2.5"}
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: expected an expression after '+' [expected-token]",
                "\(marked[3]): error: unknown edge set 'horizntal'; did you mean 'horizontal'? [unknown-edges]",
                "\(marked[2]): error: binary operator '*' cannot be applied to operands of type 'Int' and 'String' "
                    + "[operator-type]",
                "\(marked[4]): error: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'; "
                    + "Swift does not mix Int and Double, so make both the same type [operator-type]",
            ])
    }

    /// `padding: horizontal` reads a name, as a length would be; when none is in scope, the edge set it meant is
    /// told, and written by the fix-it. A state of that name is a length like any other.
    @Test func anEdgeSetWrittenAsPaddingsLengthIsToldItsField() {
        let marked = MarkedText(
            """
            view: Main
            state:
              top: 2
            body:
              - Text: "a"
                padding: 1️⃣horizontal
              - Text: "b"
                padding: top
              - Text: "c"
                padding: 2️⃣horizntal
              - Text: "d"
                padding: 3️⃣"4️⃣vertical"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: cannot find 'horizontal' in scope; 'horizontal' is an edge set, which 'padding' "
                    + "takes as its 'edges': write '{ edges: horizontal }' [unknown-name]",
                "\(marked[2]): error: cannot find 'horizntal' in scope [unknown-name]",
                "\(marked[4]): error: cannot find 'vertical' in scope; 'vertical' is an edge set, which 'padding' "
                    + "takes as its 'edges': write '{ edges: vertical }' [unknown-name]",
            ])
        #expect(
            result.diagnostics.map { $0.fixIt?.replacement } == ["{ edges: horizontal }", nil, "{ edges: vertical }"])
        // Quoted, the fix-it replaces the quotes too: a mapping inside them would be a string.
        #expect(result.diagnostics.last?.fixIt?.range.start == marked[3])
    }

    @Test func anOperandThatFailedGivesNoContextErrorToTheOtherSide() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Level: [low, high]
            body:
              - Text: "{1️⃣scheme == .dark} {2️⃣maybe ?? .low} {3️⃣x != nil}"
              - ForEach: "[4️⃣lvl, .high]"
                id: self
                content:
                  - Text: "{item}"
            """)
        #expect(
            checkSpec(marked, options: .init(disabledWarnings: ["computed-collection"])).lines == [
                "\(marked[1]): error: cannot find 'scheme' in scope [unknown-name]",
                "\(marked[2]): error: cannot find 'maybe' in scope [unknown-name]",
                "\(marked[3]): error: cannot find 'x' in scope [unknown-name]",
                "\(marked[4]): error: cannot find 'lvl' in scope [unknown-name]",
            ])
    }

    @Test func anEnvironmentValueReadWithoutItsDeclarationSaysWhereToListIt() {
        let marked = MarkedText("view: Main\nbody:\n  - Text: \"{1️⃣colorScheme == .dark}\"\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: cannot find 'colorScheme' in scope; 'colorScheme' is an environment value: "
                    + "list it under 'environment:' to read it [unknown-name]"
            ])
    }

    @Test func aMemberSectionOfTheWrongShapeIsOneErrorNotAlsoUnknownNames() {
        let marked = MarkedText(
            """
            view: Main
            types: 1️⃣[Todo]
            state: 2️⃣[count, total]
            props: 3️⃣name
            bindings:
              todo: Todo
            body:
              - Text: "{count} {total} {name} {todo}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: expected a mapping of type names to records or enums; found a list "
                    + "[expected-mapping]",
                "\(marked[2]): error: expected a mapping of state names to initial values; found a list "
                    + "[expected-mapping]",
                "\(marked[3]): error: expected a mapping of prop names to types; found a scalar [expected-mapping]",
            ])
    }

    @Test func anEnvironmentValueWrittenWithoutItsListIsOneErrorNotAlsoAnUnknownName() {
        let one = MarkedText(
            """
            view: Main
            environment: 1️⃣layoutDirection
            body:
              - Text: "{layoutDirection == .rightToLeft}"
            """)
        #expect(
            checkSpec(one).lines == [
                "\(one[1]): error: expected a list of environment values (layoutDirection or colorScheme); found a "
                    + "scalar; write it as a list: 'environment: [layoutDirection]' [expected-list]"
            ])
        let two = MarkedText(
            """
            view: Main
            environment: 1️⃣colorScheme, layoutDirection
            body:
              - Text: "{colorScheme == .dark} {layoutDirection == .leftToRight} {2️⃣locale}"
            """)
        #expect(
            checkSpec(two).lines == [
                "\(two[1]): error: expected a list of environment values (layoutDirection or colorScheme); found a "
                    + "scalar; write it as a list: 'environment: [colorScheme, layoutDirection]' [expected-list]",
                "\(two[2]): error: cannot find 'locale' in scope [unknown-name]",
            ])
    }

    @Test func aChoiceSpelledTheSwiftWaySuggestsTheWordItEndsWith() {
        let marked = MarkedText(
            """
            view: Main
            body:
              - Text: "a"
                background: 1️⃣Color.blue
                font: 2️⃣Font.largeTitle
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: unknown color 'Color.blue'; did you mean 'blue'? [unknown-color]",
                "\(marked[2]): error: unknown font 'Font.largeTitle'; did you mean 'largeTitle'? [unknown-font]",
            ])
        #expect(result.diagnostics.compactMap(\.fixIt?.replacement) == ["blue", "largeTitle"])
    }

    @Test func aChoiceWrittenAsAnExpressionIsToldToUseAnIfWithoutAFixIt() {
        let marked = MarkedText(
            """
            view: Main
            state:
              done: false
            body:
              - Text: "a"
                foregroundColor: 1️⃣"done ? .green : .gray"
                font: 2️⃣"done ? Font.title : Font.body"
                frame: { alignment: 3️⃣"done ? .leading : .trailing" }
              - Toggle: "Done"
                isOn: $done
            """)
        let result = checkSpec(marked)
        let advice = "not an expression: for one that depends on a value, write the view in each branch of an 'if'"
        #expect(
            result.lines == [
                "\(marked[1]): error: unknown color 'done ? .green : .gray'; a color is one of its names, \(advice) "
                    + "[unknown-color]",
                "\(marked[2]): error: unknown font 'done ? Font.title : Font.body'; a font is one of its names, "
                    + "\(advice) [unknown-font]",
                "\(marked[3]): error: unknown alignment 'done ? .leading : .trailing'; an alignment is one of its "
                    + "names, \(advice) [unknown-alignment]",
            ])
        #expect(result.diagnostics.compactMap(\.fixIt) == [])
    }

    @Test func anEmptyListItemIsNullNotAViewOrAString() {
        let marked = MarkedText("view: Main\nbody:\n  - 1️⃣~\n  -2️⃣\n  - 3️⃣\"\"\n")
        let null = "error: expected a view node such as 'Text: \"...\"'; found null [expected-node]"
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): \(null)", "\(marked[2]): \(null)",
                "\(marked[3]): error: expected a view node; found the string '': write 'Text: \"\"' to show text "
                    + "[expected-node]",
            ])
    }

    @Test func stepperInTakesARangeNotALoneBound() {
        let marked = MarkedText(
            """
            view: Main
            state:
              q: 0
            body:
              - Stepper: "a"
                value: $q
                in: 1️⃣5
              - Stepper: "b"
                value: $q
                in: "(0...10)"
              - Stepper: "c"
                value: $q
                in: "2️⃣[0, 10]"
              - Stepper: "d"
                value: $q
                in: "3️⃣q > 0"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: expected a range of 'Int' such as '0...10'; found a value of type 'Int' "
                    + "[type-mismatch]",
                "\(marked[2]): error: expected a range of 'Int' such as '0...10'; found a value of type '[Int]' "
                    + "[type-mismatch]",
                "\(marked[3]): error: expected a range of 'Int' such as '0...10'; found a value of type 'Bool' "
                    + "[type-mismatch]",
            ])
    }

    @Test func aButtonWhoseActionFailsStillReportsItsLabelAndModifiers() {
        let marked = MarkedText(
            """
            view: Main
            state:
              n: 0
            body:
              - Button: "{1️⃣nope}"
                action: "n +=2️⃣"
                padding: 3️⃣tru
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[2]): error: expected an expression after '+=' [expected-token]",
                "\(marked[1]): error: cannot find 'nope' in scope [unknown-name]",
                "\(marked[3]): error: cannot find 'tru' in scope; did you mean 'true'? [unknown-name]",
            ])
    }

    @Test func anOnChangeWhoseActionFailsStillChecksWhatItWatches() {
        let marked = MarkedText(
            """
            view: Main
            state:
              n: 0
            body:
              - Text: "{n}"
                onChange: {of: 1️⃣nope, action: "n +=2️⃣"}
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[2]): error: expected an expression after '+=' [expected-token]",
                "\(marked[1]): error: cannot find 'nope' in scope [unknown-name]",
            ])
    }

    @Test func aControlWhoseTitleFailsStillReportsItsOtherArguments() {
        let marked = MarkedText(
            """
            view: Main
            state:
              on: false
              q: 0
            body:
              - Toggle: "1️⃣{"
                isOn: 2️⃣on
              - Stepper: "3️⃣{"
                value: $q
                in: "0...4️⃣"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: this '{' has no matching '}'; write '{{' for a literal brace [unbalanced-brace]",
                "\(marked[3]): error: this '{' has no matching '}'; write '{{' for a literal brace [unbalanced-brace]",
                "\(marked[4]): error: expected an expression after '...' [expected-token]",
                "\(marked[2]): error: 'isOn' takes a binding; write '$on' [expected-binding]",
            ])
    }

    @Test func aControlWhoseBindingFailsStillChecksItsTitleAndModifiers() {
        let marked = MarkedText(
            """
            view: Main
            state:
              on: false
              name: ""
            body:
              - Toggle: "{1️⃣nope}"
                isOn: 2️⃣on
                disabled: 3️⃣name
              - TextField: "{4️⃣$name}"
                text: 5️⃣3
              - Stepper: "{6️⃣qty}"
                value: 7️⃣qty
            """)
        #expect(
            DiagnosticRenderer.sorted(checkSpec(marked).diagnostics).map { "\($0.location): \($0.message)" } == [
                "\(marked[1]): cannot find 'nope' in scope",
                "\(marked[2]): 'isOn' takes a binding; write '$on'",
                "\(marked[3]): cannot use 'name' of type 'String' where 'Bool' is expected",
                "\(marked[4]): a binding ('$') is only allowed where a view takes a binding, such as Toggle's 'isOn'; "
                    + "to read its value, write 'name'",
                "\(marked[5]): 'text' takes a binding such as '$name', and only a name or a field path can be one",
                "\(marked[6]): cannot find 'qty' in scope",
                "\(marked[7]): cannot find 'qty' in scope",
            ])
    }

    /// A misspelled name is told the name meant, which the fix-it writes in its place, in a template, an
    /// expression or an action alike.
    @Test func aMisspelledNameGetsTheNameMeantAsItsFixIt() {
        let marked = MarkedText(
            """
            view: Main
            state:
              count: 0
            body:
              - Text: "{1️⃣cont + 1}"
              - Button: "Add"
                action: 2️⃣cuont += 1
                disabled: 3️⃣coutn > 9
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: cannot find 'cont' in scope; did you mean 'count'? [unknown-name]",
                "\(marked[2]): error: cannot find 'cuont' in scope; did you mean 'count'? [unknown-name]",
                "\(marked[3]): error: cannot find 'coutn' in scope; did you mean 'count'? [unknown-name]",
            ])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == ["count", "count", "count"])
        #expect(result.diagnostics.map { $0.fixIt?.range } == result.diagnostics.map(\.range))
    }

    /// A misspelled enum case is told the case meant, which the fix-it writes as the case was written: with its
    /// dot in an expression or a literal, as written in a switch.
    @Test func aMisspelledCaseGetsTheCaseMeantAsItsFixIt() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Status: [idle, busy]
            state:
              status: {type: Status, initial: 1️⃣.bsy}
            body:
              - Text: "{status == 2️⃣.idel}"
              - switch: status
                cases:
                  3️⃣busyy: [Text: "busy"]
                  4️⃣.idl: [Text: "idle"]
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: enum 'Status' has no case 'bsy'; did you mean 'busy'? [unknown-case]",
                "\(marked[2]): error: enum 'Status' has no case 'idel'; did you mean 'idle'? [unknown-enum-case]",
                "\(marked[3]): error: enum 'Status' has no case 'busyy'; did you mean 'busy'? [unknown-case]",
                "\(marked[4]): error: enum 'Status' has no case 'idl'; did you mean 'idle'? [unknown-case]",
            ])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == [".busy", ".idle", "busy", ".idle"])
    }

    @Test func aNameWithoutItsDollarGetsItOnlyWhenItReadsSomething() {
        // A `$` mends `isOn: on`, not a name that is not in scope, a field its type lacks or a prop, which no `$`
        // makes a binding; a template that only interpolates a name or a path, as text does, is read as the path,
        // and the fix-it writes the binding in the template's place.
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: { id: Int, done: Bool }
            props:
              title: Bool
            state:
              on: false
              todo: { type: Todo, initial: { id: 1, done: false } }
            body:
              - Toggle: "A"
                isOn: 1️⃣on
              - Toggle: "B"
                isOn: 2️⃣onn
              - Toggle: "C"
                isOn: 3️⃣todo.done
              - Toggle: "D"
                isOn: todo.4️⃣dnoe
              - Toggle: "E"
                isOn: 5️⃣"{on}"
              - Toggle: "F"
                isOn: 6️⃣{ todo.done }
              - Toggle: "G"
                isOn: 7️⃣"{onn}"
              - Toggle: "H"
                isOn: 8️⃣title
              - Toggle: "I"
                isOn: 9️⃣"{title}"
            """)
        let result = checkSpec(marked)
        let prop = "cannot make a binding to 'title': 'title' is a prop; only state and bindings can change"
        #expect(
            result.lines == [
                "\(marked[1]): error: 'isOn' takes a binding; write '$on' [expected-binding]",
                "\(marked[2]): error: cannot find 'onn' in scope; did you mean 'on'? 'isOn' takes a binding; write "
                    + "'$on' [unknown-name]",
                "\(marked[3]): error: 'isOn' takes a binding; write '$todo.done' [expected-binding]",
                "\(marked[4]): error: value of type 'Todo' has no member 'dnoe'; did you mean 'done'? [unknown-member]",
                "\(marked[5]): error: 'isOn' takes a binding; write '$on' [expected-binding]",
                "\(marked[6]): error: 'isOn' takes a binding; write '$todo.done' [expected-binding]",
                "\(marked[7]): error: cannot find 'onn' in scope; did you mean 'on'? [unknown-name]",
                "\(marked[8]): error: 'isOn' takes a binding; \(prop) [expected-binding]",
                "\(marked[9]): error: 'isOn' takes a binding; \(prop) [expected-binding]",
            ])
        #expect(
            result.diagnostics.map { $0.fixIt?.replacement }
                == ["$on", "$on", "$todo.done", "done", "$on", "$todo.done", nil, nil, nil])
        // A misspelled name is given the binding meant (`$on`), unless a template spans it (`"{onn}"`), which that would not
        // mend. The fix-it of a template replaces all of it: `{ todo.done }` ends at column 24.
        #expect(result.diagnostics[5].fixIt?.range.end.column == 24)
        #expect(result.diagnostics[0].fixIt?.range == result.diagnostics[0].range)
    }

    @Test func aForEachWithABadLoopVariableStillReportsTheDecodingErrorsOfItsContent() {
        let marked = MarkedText(
            """
            view: Main
            state:
              xs: [1, 2]
            body:
              - ForEach: xs
                id: self
                as: 1️⃣class
                content:
                  - 2️⃣Txt: "x"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: 'class' is a Swift keyword and cannot name a loop variable [swift-keyword]",
                "\(marked[2]): error: unknown view 'Txt'; did you mean 'Text'? [unknown-view]",
            ])
    }

    @Test func aMisspelledViewWithoutAValueGetsTheFixItOfOneWithAValue() {
        let marked = MarkedText(
            """
            view: Main
            body:
              - 1️⃣Divder
              - 2️⃣Txt:
              - 3️⃣Txt: "a"
              - 4️⃣Mian
              - 5️⃣Nothing
            """)
        let diagnostics = DiagnosticRenderer.sorted(checkSpec(marked).diagnostics)
        #expect(
            diagnostics.map { "\($0.location): \($0.message) [\($0.code)]" } == [
                "\(marked[1]): unknown view 'Divder'; did you mean 'Divider'? [unknown-view]",
                "\(marked[2]): unknown view 'Txt'; did you mean 'Text'? [unknown-view]",
                "\(marked[3]): unknown view 'Txt'; did you mean 'Text'? [unknown-view]",
                // The view's own name is told as such, without a fix-it: it may be a misspelled recursive use, or a
                // view missing from the unit.
                "\(marked[4]): unknown view 'Mian'; did you mean 'Main', the view it is in? [unknown-view]",
                "\(marked[5]): unknown view 'Nothing' [unknown-view]",
            ])
        #expect(
            diagnostics.map { $0.fixIt.map { "\($0.range) \($0.replacement)" } ?? "-" } == [
                "3:5-3:11 Divider", "4:5-4:8 Text", "5:5-5:8 Text", "-", "-",
            ])
    }

    /// A view of the unit close to the unknown name is suggested before the view's own name, which alone is told as
    /// the view the name is in.
    @Test func anUnknownViewIsToldAnotherViewOfTheUnitBeforeTheOneItIsIn() {
        let row = "view: SettingsRule\nbody:\n  - Text: \"r\"\n"
        let marked = MarkedText("view: SettingsView\nbody:\n  - 1️⃣SettingsRow\n")
        #expect(
            checkSpecs([("Specs/SettingsView.yaml", marked.text)]).lines == [
                "\(marked[1]): error: unknown view 'SettingsRow'; did you mean 'SettingsView', the view it is in? "
                    + "[unknown-view]"
            ])
        let both = checkSpecs([("Specs/SettingsView.yaml", marked.text), ("Specs/SettingsRule.yaml", row)])
        #expect(
            both.lines == [
                "\(marked[1]): error: unknown view 'SettingsRow'; did you mean 'SettingsRule'? [unknown-view]"
            ])
        #expect(both.diagnostics.first?.fixIt?.replacement == "SettingsRule")
        // Nearer the view's own name than the other view's, the name is told the other one, but which was meant is
        // not sure: no fix-it.
        let rows = "view: FolderRows\nbody:\n  - Text: \"r\"\n"
        let recursive = MarkedText("view: FolderRow\nbody:\n  - 1️⃣FolderRw\n")
        let near = checkSpecs([("Specs/FolderRow.yaml", recursive.text), ("Specs/FolderRows.yaml", rows)])
        #expect(
            near.lines == ["\(recursive[1]): error: unknown view 'FolderRw'; did you mean 'FolderRows'? [unknown-view]"]
        )
        #expect(near.diagnostics.first?.fixIt == nil)
    }

    @Test func theArgumentsOfAnUnknownRecordTypeAreStillChecked() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: {id: Int, title: String}
            body:
              - Text: "{1️⃣Tod(id: 1, title: 2️⃣nope, done: .no).id}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: cannot find type 'Tod'; did you mean 'Todo'? [unknown-type]",
                "\(marked[2]): error: cannot find 'nope' in scope [unknown-name]",
            ])
    }

    @Test func anotherLanguagesNameForCountOrIsEmptySuggestsSwifts() {
        let marked = MarkedText(
            """
            view: Main
            state:
              name: ""
              xs: [1]
            body:
              - Text: "{name.1️⃣length} {xs.2️⃣size} {xs.3️⃣empty} {name.4️⃣toUpperCase()}"
              - Button: "b"
                action: [xs.5️⃣push(2), xs.6️⃣clear()]
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: value of type 'String' has no member 'length'; did you mean 'count'? "
                    + "[unknown-member]",
                "\(marked[2]): error: value of type '[Int]' has no member 'size'; did you mean 'count'? [unknown-member]",
                "\(marked[3]): error: value of type '[Int]' has no member 'empty'; did you mean 'isEmpty'? "
                    + "[unknown-member]",
                "\(marked[4]): error: value of type 'String' has no method 'toUpperCase'; did you mean 'uppercased'? "
                    + "[unknown-member]",
                "\(marked[5]): error: 'xs' of type '[Int]' has no method 'push'; did you mean 'append'? [unknown-method]",
                "\(marked[6]): error: 'xs' of type '[Int]' has no method 'clear'; did you mean 'removeAll'? "
                    + "[unknown-method]",
            ])
    }

    /// Swift's methods that pick or order elements are told what a spec writes instead; a typo of one of the
    /// language's methods still gets its did-you-mean.
    @Test func filteringOrSortingACollectionSaysToUseAnIfInsideTheForEach() {
        let marked = MarkedText(
            """
            view: Main
            state:
              xs: [3, 1]
            body:
              - ForEach: "xs.1️⃣sorted(by: id)"
                id: self
                content: [Text: "row"]
              - Text: "{xs.2️⃣reversed()} {xs.3️⃣coutn}"
            """)
        let instead =
            "a spec does not filter or reorder a collection: to show some of its elements, put an 'if' on each "
            + "inside the ForEach, and keep the array in the order to show [unknown-member]"
        #expect(
            checkSpec(marked).lines.prefix(3) == [
                "\(marked[1]): error: value of type '[Int]' has no method 'sorted'; \(instead)",
                "\(marked[2]): error: value of type '[Int]' has no method 'reversed'; \(instead)",
                "\(marked[3]): error: value of type '[Int]' has no member 'coutn'; did you mean 'count'? [unknown-member]",
            ])
    }

    /// A method the language lacks, near none it has (`contains`, `hasPrefix`), is told the methods the type has, and
    /// a member of a String or an array (`first`) the members it has.
    @Test func aMethodTheLanguageLacksIsToldTheMethodsTheTypeHas() {
        let marked = MarkedText(
            """
            view: Main
            state:
              name: "Ann"
              xs: [1]
            body:
              - Text: "{name.1️⃣contains(\\"A\\")} {name.2️⃣hasPrefix(\\"A\\")} {xs.3️⃣contains(1)} {xs.4️⃣first}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: value of type 'String' has no method 'contains'; the methods an expression can "
                    + "call on a 'String' are only 'uppercased()' and 'lowercased()' [unknown-member]",
                "\(marked[2]): error: value of type 'String' has no method 'hasPrefix'; the methods an expression can "
                    + "call on a 'String' are only 'uppercased()' and 'lowercased()' [unknown-member]",
                "\(marked[3]): error: value of type '[Int]' has no method 'contains'; an expression calls no method of "
                    + "a '[Int]' [unknown-member]",
                "\(marked[4]): error: value of type '[Int]' has no member 'first'; a '[Int]' has only 'count' and "
                    + "'isEmpty' [unknown-member]",
            ])
    }

    @Test func aSemicolonBetweenStatementsSaysToListThem() {
        let marked = MarkedText(
            """
            view: Main
            state:
              n: 0
            body:
              - Button: "b"
                action: "n += 11️⃣; n += 2"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unexpected character ';'; write each statement as its own list item "
                    + "[unexpected-character]"
            ])
    }

    @Test func aControlWhoseTitleFailsStillChecksItsBinding() {
        let marked = MarkedText(
            """
            view: Main
            state:
              on: false
              name: ""
            body:
              - Toggle: "1️⃣{"
                isOn: $2️⃣nope
              - TextField: "3️⃣{"
                text: 4️⃣$on
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: this '{' has no matching '}'; write '{{' for a literal brace [unbalanced-brace]",
                "\(marked[3]): error: this '{' has no matching '}'; write '{{' for a literal brace [unbalanced-brace]",
                "\(marked[2]): error: cannot find 'nope' in scope [unknown-name]",
                "\(marked[4]): error: binding '$on' has type 'Bool', but a binding to 'String' is expected "
                    + "[type-mismatch]",
            ])
    }

    @Test func namesMatchScalarForScalarAsInSwift() {
        // Declared precomposed (U+00E9), used decomposed (e + U+0301): equal as Swift strings, not as Swift names.
        let marked = MarkedText("view: Main\nstate:\n  \u{E9}: 0\nbody:\n  - Text: \"{1️⃣e\u{301}} {\u{E9}}\"\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: cannot find 'e\u{301}' in scope; '\u{E9}' is declared with other Unicode scalars "
                    + "(U+E9), and Swift matches names scalar by scalar [unknown-name]"
            ])
    }

    @Test func viewsAndTypesSpelledTheSameWayAsDeclaredAreFound() {
        // Declared and used decomposed (e + U+0301) throughout: the same scalars, so the same names.
        let checked = checkSpecs([
            (
                "Specs/Main.yaml",
                "view: Main\nprops:\n  item: Cafe\u{301}Item\ntypes:\n  Cafe\u{301}Item: {id: Int}\n"
                    + "body:\n  - Cafe\u{301}Row:\n      id: \"{item.id} {Cafe\u{301}Item(id: 2).id}\"\n"
            ),
            ("Specs/Cafe\u{301}Row.yaml", "view: Cafe\u{301}Row\nprops:\n  id: String\nbody:\n  - Text: \"{id}\"\n"),
        ])
        #expect(checked.lines == [])
    }

    @Test func usesOfARejectedTypeAreNotReportedAgain() {
        let marked = MarkedText(
            """
            view: Main
            types:
              1️⃣todo: {id: Int}
            props:
              first: todo
              all: "[todo]"
            body:
              - Text: "{first.id} {all.count}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: type name 'todo' must be UpperCamelCase, starting with an uppercase letter "
                    + "[invalid-name-case]"
            ])
    }

    @Test func usesOfAViewWhoseNameIsRejectedAreNotReportedAgain() {
        let parent = MarkedText(
            """
            view: Parent
            body:
              - child
              - class:
                  title: "a"
              - 1️⃣other
              - 2️⃣Txt: hi
            """)
        let child = MarkedText("view: 1️⃣child\nbody:\n  - Text: \"c\"\n")
        let keyword = MarkedText("view: 1️⃣class\nprops:\n  title: String\nbody:\n  - Text: \"{title}\"\n")
        let checked = checkSpecs([
            ("Specs/Parent.yaml", parent.text), ("Specs/child.yaml", child.text), ("Specs/class.yaml", keyword.text),
        ])
        // One mistake, one diagnostic: the declarations say what is wrong; a name no view has is still unknown.
        #expect(
            DiagnosticRenderer.sorted(checked.diagnostics).map { "\($0.file) \($0.location): \($0.message)" } == [
                "Specs/Parent.yaml \(parent[1]): unknown view 'other'",
                "Specs/Parent.yaml \(parent[2]): unknown view 'Txt'; did you mean 'Text'?",
                "Specs/child.yaml \(child[1]): view name 'child' must be UpperCamelCase, starting with an uppercase "
                    + "letter",
                "Specs/class.yaml \(keyword[1]): 'class' is a Swift keyword and cannot name a view",
            ])
    }

    @Test func theOtherInterpolationsOfATemplateUsingARejectedMemberAreStillChecked() {
        let marked = MarkedText(
            """
            view: Main
            props:
              label: 1️⃣Strin
              count: Int
            body:
              - Text: "{label} {count} {label.count + cont} {2️⃣nope}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown type 'Strin'; did you mean 'String'? [unknown-type]",
                "\(marked[2]): error: cannot find 'nope' in scope [unknown-name]",
            ])
    }

    @Test func switchCasesAreCheckedAgainstTheEnum() {
        let marked = MarkedText(
            """
            view: Main
            \(Self.statusTypes)
            props:
              status: Status
            body:
              - 1️⃣switch: status
                cases:
                  2️⃣.loading: [ProgressView]
                  3️⃣loadd: [EmptyView]
                  4️⃣"loading": [EmptyView]
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[3]): error: enum 'Status' has no case 'loadd'; did you mean 'loaded'? [unknown-case]",
                "\(marked[4]): error: case 'loading' is already handled [duplicate-case]",
                // 'loaded' is what 'loadd' suggests, so it is not listed again.
                "\(marked[1]): error: switch over 'Status' must cover every case or have a 'default:'; "
                    + "missing 'failed' [non-exhaustive-switch]",
            ])
        #expect(result.notes == ["\(marked[2]): note: 'loading' is first handled here"])
    }

    @Test func aMisspelledCaseIsTheOnlyErrorWhenItNamesTheLastMissingCase() {
        let marked = MarkedText(
            """
            view: Main
            \(Self.statusTypes)
            props:
              status: Status
            body:
              - switch: status
                cases:
                  loading: [ProgressView]
                  1️⃣loadd: [EmptyView]
                  failed: [EmptyView]
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: enum 'Status' has no case 'loadd'; did you mean 'loaded'? [unknown-case]"
            ])
    }

    @Test func casesOfTheWrongShapeAreOneErrorNotAlsoANonExhaustiveSwitch() {
        let marked = MarkedText(
            """
            view: Main
            \(Self.statusTypes)
            props:
              status: Status
            body:
              - switch: status
                cases: 1️⃣[loading]
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: expected a mapping of cases to lists of nodes; found a list [expected-mapping]"
            ])
    }

    /// Reported at the `default:` key, whatever its body holds.
    @Test(arguments: ["\n          - Text: \"never\"", " []"])
    func defaultAfterEveryCaseIsUnreachable(body: String) {
        let marked = MarkedText(
            """
            view: Main
            \(Self.statusTypes)
            props:
              status: Status
            body:
              - switch: status
                cases:
                  loading: [ProgressView]
                  loaded: [EmptyView]
                  failed: [EmptyView]
                1️⃣default:\(body)
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): warning: default will never be executed: every case is already handled [unreachable-default]"
            ])
    }

    @Test func switchOverIntNeedsDefaultAndIntCases() {
        let marked = MarkedText(
            """
            view: Main
            props:
              count: Int
              flag: Bool
            body:
              - 1️⃣switch: count
                cases:
                  0: [EmptyView]
                  2️⃣"one": [EmptyView]
              - switch: 3️⃣flag
                cases:
                  yes: [EmptyView]
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[2]): error: case 'one' is not a value of type 'Int' [case-type-mismatch]",
                "\(marked[1]): error: switch over 'Int' needs a 'default:' because its cases cannot cover every value "
                    + "[non-exhaustive-switch]",
                "\(marked[3]): error: switch needs an enum, Int or String value, found a value of type 'Bool'; a Bool "
                    + "is told apart with 'if', 'then:' and 'else:' [invalid-switch-subject]",
            ])
    }

    /// `true:` and `false:` over a Bool are the one mistake the subject's error tells; over a String they are cases
    /// that cannot be, each told to be quoted.
    @Test func boolCaseKeysAreReportedUnlessTheSubjectIsABool() {
        let marked = MarkedText(
            """
            view: Main
            props:
              name: String
              flag: Bool
            body:
              - switch: 1️⃣flag
                cases:
                  true: [EmptyView]
                  false: [EmptyView]
              - switch: name
                cases:
                  2️⃣true: [EmptyView]
                default: [EmptyView]
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: switch needs an enum, Int or String value, found a value of type 'Bool'; a Bool "
                    + "is told apart with 'if', 'then:' and 'else:' [invalid-switch-subject]",
                "\(marked[2]): error: 'true' reads as a Bool in YAML, which cannot be a case; write '\"true\"' for a "
                    + "String case; a Bool is told apart with 'if', 'then:' and 'else:' [invalid-case]",
            ])
    }

    @Test func aSwitchOverAnOptionalIsToldTheDefaultThatMakesItOne() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Status: [idle, busy]
            props:
              status: Status?
              count: Int?
            body:
              - switch: 1️⃣status
                cases:
                  idle: [Text: "i"]
                  busy: [Text: "b"]
              - switch: "2️⃣count"
                cases:
                  0: [Text: "none"]
                default: [EmptyView]
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: switch needs an enum, Int or String value, found a value of type 'Status?'; use "
                    + "'??' to give it a default first, such as 'status ?? .idle' [invalid-switch-subject]",
                "\(marked[2]): error: switch needs an enum, Int or String value, found a value of type 'Int?'; use "
                    + "'??' to give it a default first, such as 'count ?? 0' [invalid-switch-subject]",
            ])
    }

    @Test func aCaseKeyThatIsReportedStillHasItsNodesDecodedAndADefaultAmongThemCounts() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Status: [idle, busy]
            props:
              n: Int
              status: Status
            body:
              - switch: n
                cases:
                  1: [Text: "one"]
                  4️⃣1.5: [5️⃣Txt: "f"]
                  6️⃣init: [EmptyView]
                  1️⃣default: [2️⃣Txt: "d"]
              - switch: status
                cases:
                  idle: [Text: "i"]
                  7️⃣.repeat: [EmptyView]
                  3️⃣default: [EmptyView]
            """)
        #expect(
            DiagnosticRenderer.sorted(checkSpec(marked).diagnostics).map { "\($0.location): \($0.message)" } == [
                "\(marked[4]): '1.5' cannot be a case; write an enum case, an integer or a quoted string",
                "\(marked[5]): unknown view 'Txt'; did you mean 'Text'?",
                "\(marked[6]): 'init' cannot be a case; write an enum case, an integer or a quoted string",
                "\(marked[1]): 'default' goes beside 'cases', not inside it",
                "\(marked[2]): unknown view 'Txt'; did you mean 'Text'?",
                "\(marked[7]): '.repeat' cannot be a case; write an enum case, an integer or a quoted string",
                "\(marked[3]): 'default' goes beside 'cases', not inside it",
            ])
    }

    /// A `default:` inside `cases:` after every case is reported once, where it is written, not also unreachable.
    @Test func aMisplacedDefaultAfterEveryCaseIsNotAlsoUnreachable() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Status: [idle, busy]
            props:
              status: Status
            body:
              - switch: status
                cases:
                  idle: [Text: "i"]
                  busy: [Text: "b"]
                  1️⃣default: [EmptyView]
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: 'default' goes beside 'cases', not inside it [invalid-case]"
            ])
    }

    @Test func aQuotedCaseKeyBesideTheSamePlainIntegerIsAString() {
        let marked = MarkedText(
            """
            view: Main
            props:
              count: Int
            body:
              - switch: count
                cases:
                  1: [EmptyView]
                  1️⃣"1": [EmptyView]
                default: [EmptyView]
            """)
        let result = checkSpec(marked)
        #expect(result.lines == ["\(marked[1]): error: case '1' is not a value of type 'Int' [case-type-mismatch]"])
    }

    @Test func viewsOfTheUnitGetEveryParameter() {
        let parent = MarkedText(
            """
            view: Main
            state:
              flag: false
            body:
              - 1️⃣Row:
                  title: "Hi {flag}"
                  count: 2
                  isOn: 2️⃣flag
                  3️⃣cont: 3
              - 4️⃣Rwo: {}
            """)
        let result = checkSpecs([("Specs/Row.yaml", rowSpec(view: "Row")), ("Specs/Main.yaml", parent.text)])
        #expect(
            result.lines == [
                "\(parent[2]): error: binding 'isOn' of view 'Row' takes a binding; write '$flag' [expected-binding]",
                "\(parent[3]): error: view 'Row' has no prop or binding 'cont'; did you mean 'count'? [unknown-argument]",
                "\(parent[4]): error: unknown view 'Rwo'; did you mean 'Row'? [unknown-view]",
            ])
    }

    @Test func anArgumentWrittenBesideAViewOfTheUnitIsOneErrorNotAlsoMissingOrUnknown() {
        let parent = MarkedText(
            """
            view: Main
            body:
              - Row:
                  title: "a"
                  count: 1
                1️⃣isOn: on
              - 2️⃣Row:
                3️⃣title: "b"
                4️⃣extra: 1
            """)
        let result = checkSpecs([("Specs/Row.yaml", rowSpec(view: "Row")), ("Specs/Main.yaml", parent.text)])
        #expect(
            DiagnosticRenderer.sorted(result.diagnostics).map { "\($0.location): \($0.message)" } == [
                "\(parent[1]): 'isOn' is not a modifier; arguments of 'Row' go inside its mapping",
                "\(parent[2]): missing prop 'count', binding 'isOn' for view 'Row'",
                "\(parent[3]): 'title' is not a modifier; arguments of 'Row' go inside its mapping",
                "\(parent[4]): 'extra' is not a modifier; arguments of 'Row' go inside its mapping",
            ])
    }

    @Test func aValueForABindingOfAViewOfTheUnitIsToldTheDollarItLacks() {
        let parent = MarkedText(
            """
            view: Main
            types:
              Flags: {on: Bool}
            state:
              flags: {type: Flags, initial: {on: false}}
              shown: true
            body:
              - Text: "{shown}"
              - Row: {title: "a", count: 1, isOn: 1️⃣flags.on}
              - Row: {title: "b", count: 2, isOn: "2️⃣!flags.on"}
              - Row: {title: "c", count: 3, isOn: "3️⃣{flags.on}"}
              - Row: {title: "d", count: 4, isOn: "4️⃣on: {flags.on}"}
            """)
        let result = checkSpecs([("Specs/Row.yaml", rowSpec(view: "Row")), ("Specs/Main.yaml", parent.text)])
        #expect(
            result.lines == [
                "\(parent[1]): error: binding 'isOn' of view 'Row' takes a binding; write '$flags.on' [expected-binding]",
                "\(parent[2]): error: binding 'isOn' of view 'Row' needs a binding to a 'Bool', such as '$shown' "
                    + "[expected-binding]",
                "\(parent[3]): error: binding 'isOn' of view 'Row' takes a binding; write '$flags.on' [expected-binding]",
                "\(parent[4]): error: binding 'isOn' of view 'Row' needs a binding to a 'Bool', such as '$shown' "
                    + "[expected-binding]",
            ])
        #expect(result.diagnostics.compactMap(\.fixIt?.replacement) == ["$flags.on", "$flags.on"])
        #expect(result.diagnostics.first?.fixIt?.range == result.diagnostics[0].range)
    }

    /// With no state or binding of the parameter's type, the message says what a binding is written from.
    @Test func aValueForABindingWithNothingToBindIsToldWhatABindingIs() {
        let parent = MarkedText("view: Main\nbody:\n  - Row: {title: \"a\", count: 1, isOn: 1️⃣true}\n")
        let result = checkSpecs([("Specs/Row.yaml", rowSpec(view: "Row")), ("Specs/Main.yaml", parent.text)])
        #expect(
            result.lines == [
                "\(parent[1]): error: binding 'isOn' of view 'Row' needs a binding to a 'Bool', a state or a binding "
                    + "of this view written with '$', such as '$name' [expected-binding]"
            ])
    }

    /// One label naming no parameter beside one parameter left out is that parameter, however far apart (a prop
    /// renamed in the view and not in its uses): one diagnostic with the fix-it, and no missing argument.
    @Test func aRenamedPropIsToldItsNewNameAtEachUse() {
        let child = "view: Row\nprops:\n  label: String\n  count: Int\nbody:\n  - Text: \"{label} {count}\"\n"
        let parent = MarkedText(
            "view: Main\nbody:\n  - Row: {1️⃣title: \"a\", count: 1}\n  - Row: {2️⃣title: \"b\", size: 2}\n")
        let result = checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", parent.text)])
        #expect(
            result.lines.first
                == "\(parent[1]): error: view 'Row' has no prop or binding 'title'; did you mean 'label'? "
                + "[unknown-argument]")
        #expect(result.diagnostics.first?.fixIt?.replacement == "label")
        // A modifier written inside the mapping, or a near spelling of one, is not taken for the parameter left
        // out; the modifier is told where it goes.
        let padded = MarkedText(
            "view: Main\nbody:\n  - Row: {label: \"a\", 1️⃣padding: 3}\n  - Row: {label: \"b\", 2️⃣fnt: title}\n")
        let withModifier = checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", padded.text)])
        #expect(withModifier.diagnostics.filter { $0.code == "missing-argument" }.count == 2)
        #expect(withModifier.diagnostics.allSatisfy { $0.fixIt == nil })
        #expect(
            withModifier.diagnostics.first { $0.range.start == padded[1] }?.message
                == "view 'Row' has no prop or binding 'padding'; 'padding' is a modifier: write it beside 'Row', not "
                + "inside its arguments")
        // A near spelling of a parameter the use passes too is told, but not offered: it would be given twice.
        let twice = MarkedText("view: Main\nbody:\n  - Row: {1️⃣titel: \"a\", label: \"b\", lable: \"c\", count: 1}\n")
        let given = checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", twice.text)])
        #expect(given.diagnostics.filter { $0.code == "unknown-argument" }.allSatisfy { $0.fixIt == nil })
        // Two labels and two parameters: no one is certain.
        #expect(
            result.diagnostics.dropFirst().map(\.code) == ["unknown-argument", "unknown-argument", "missing-argument"])
        #expect(result.diagnostics[1].range.start == parent[2])
        // A value that could not be passed for the parameter left out is not taken for it: renamed, it would be a
        // type mismatch, and the parameter is still missing.
        let mismatched = MarkedText("view: Main\nbody:\n  - 1️⃣Row: {label: \"a\", 2️⃣volume: true}\n")
        #expect(
            checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", mismatched.text)]).lines == [
                "\(mismatched[2]): error: view 'Row' has no prop or binding 'volume' [unknown-argument]",
                "\(mismatched[1]): error: missing prop 'count' for view 'Row' [missing-argument]",
            ])
    }

    /// An argument naming the view's own state is told the view starts it, as `@State` does.
    @Test func anArgumentForTheViewsOwnStateIsToldTheViewStartsIt() {
        let child = "view: Badge\nprops:\n  title: String\nstate:\n  count: 0\nbody:\n  - Text: \"{title} {count}\"\n"
        let parent = MarkedText("view: Main\nbody:\n  - Badge: {title: \"a\", 1️⃣count: 3}\n")
        #expect(
            checkSpecs([("Specs/Badge.yaml", child), ("Specs/Main.yaml", parent.text)]).lines == [
                "\(parent[1]): error: view 'Badge' has no prop or binding 'count'; 'count' is a state of 'Badge', "
                    + "which the view starts itself, as '@State' does: make it a prop to pass it, or set it in a "
                    + "preview [unknown-argument]"
            ])
    }

    @Test func aTextTemplateForAPropThatIsNoStringIsReportedAsOne() {
        let child = """
            view: Row
            props:
              score: Double
              note: String?
            body:
              - Text: '{score} {note ?? "-"}'
            """
        let parent = MarkedText(
            """
            view: Main
            state:
              n: 1.5
            body:
              - Row:
                  score: "1️⃣Score {n}"
                  note: "2️⃣Note {n}"
              - Row:
                  score: "3️⃣{n}"
                  note: '"Note {n}"'
              - Row:
                  score: "n +4️⃣"
                  note: "5️⃣{{n}}"
            """)
        let result = checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", parent.text)])
        #expect(
            result.lines == [
                "\(parent[1]): error: prop 'score' has type 'Double', but a text template gives a String "
                    + "[argument-type-mismatch]",
                "\(parent[2]): error: prop 'note' has type 'String?', but a text template gives a String; the value "
                    + "of a 'String?' prop is an expression, so write text as a string literal: '\"Note {n}\"' "
                    + "[argument-type-mismatch]",
                "\(parent[3]): error: prop 'score' has type 'Double', but a text template gives a String; write the "
                    + "expression without braces to pass its value [argument-type-mismatch]",
                "\(parent[4]): error: expected an expression after '+' [expected-token]",
                // Text that is no expression, given to a `String?` prop, is text meant for it.
                "\(parent[5]): error: prop 'note' has type 'String?', but a text template gives a String; the value "
                    + "of a 'String?' prop is an expression, so write text as a string literal in double quotes, inside "
                    + "single quotes: '\"…\"' [argument-type-mismatch]",
            ])
    }

    @Test func plainTextForAnOptionalStringPropIsToldToBeAStringLiteral() {
        let child = "view: Row\nprops:\n  detail: String?\nbody:\n  - Text: '{detail ?? \"-\"}'\n"
        let parent = MarkedText(
            """
            view: Main
            state:
              status: "on"
              counts: [1]
            body:
              - Row:
                  detail: 1️⃣Connected
              - Row:
                  detail: 2️⃣Not connected
              - Row:
                  detail: 3️⃣statu
              - Row:
                  detail: '"Connected"'
              - Row:
                  detail: 4️⃣Counts
              - Text: "{counts.count}"
            """)
        #expect(
            checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", parent.text)]).lines == [
                "\(parent[1]): error: cannot find 'Connected' in scope; the value of a 'String?' prop is an expression, "
                    + "so write text as a string literal: '\"Connected\"' [unknown-name]",
                "\(parent[2]): error: prop 'detail' has type 'String?', but a text template gives a String; the value "
                    + "of a 'String?' prop is an expression, so write text as a string literal: '\"Not connected\"' "
                    + "[argument-type-mismatch]",
                "\(parent[3]): error: cannot find 'statu' in scope; did you mean 'status'? [unknown-name]",
                // A close name that is no text is no better guess than the text.
                "\(parent[4]): error: cannot find 'Counts' in scope; the value of a 'String?' prop is an expression, "
                    + "so write text as a string literal: '\"Counts\"' [unknown-name]",
            ])
    }

    /// Quotes around a name given to a prop that takes no text do not make it text: told the prop's type. A near
    /// name in scope is told instead, as anywhere.
    @Test func aQuotedNameForAPropThatTakesNoTextIsToldThePropsType() {
        let child = "view: Row\nprops:\n  count: Int\nbody:\n  - Text: \"{count}\"\n"
        let parent = MarkedText(
            """
            view: Main
            state:
              total: 1
            body:
              - Row:
                  count: "1️⃣three"
              - Row:
                  count: 2️⃣three
              - Row:
                  count: "3️⃣totl"
            """)
        #expect(
            checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", parent.text)]).lines == [
                "\(parent[1]): error: cannot find 'three' in scope; a prop's value is an expression whatever its "
                    + "quotes, which are YAML's, and 'count' takes a value of type 'Int' [unknown-name]",
                "\(parent[2]): error: cannot find 'three' in scope [unknown-name]",
                "\(parent[3]): error: cannot find 'totl' in scope; did you mean 'total'? [unknown-name]",
            ])
    }

    @Test func aMisspelledRequiredKeyIsReportedOnceWithItsSuggestion() {
        let child = "view: Row\nprops:\n  name: String\nbody:\n  - Text: \"{name}\"\n"
        let parent = MarkedText(
            """
            view: Main
            types:
              Todo: {id: Int, title: String}
            state:
              n: {1️⃣typ: Int, initial: 0}
              m: {9️⃣typ: Int, 🔟initail: 0}
              todos: {type: "[Todo]", initial: [{id: 1, 2️⃣titel: "x"}]}
            body:
              - Button: "b"
                3️⃣acton: "n = 1"
              - if: n == 0
                4️⃣thn: [Spacer]
              - switch: n
                5️⃣case: {1: [Spacer]}
                default: [Spacer]
              - Text: "{todos.count}"
                onChange: {of: todos, 6️⃣acton: "n = 1"}
              - Row: {7️⃣nme: "x"}
            previews:
              - 8️⃣nam: P
            """)
        let result = checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", parent.text)])
        #expect(
            result.lines == [
                "\(parent[1]): error: unknown key 'typ' in state 'n'; did you mean 'type'? [unknown-key]",
                // Both keys misspelled: still the explicit form, not a record literal whose type is unknown.
                "\(parent[9]): error: unknown key 'typ' in state 'm'; did you mean 'type'? [unknown-key]",
                "\(parent[10]): error: unknown key 'initail' in state 'm'; did you mean 'initial'? [unknown-key]",
                "\(parent[3]): error: unknown key 'acton' on 'Button'; did you mean 'action'? [unknown-key]",
                "\(parent[4]): error: unknown key 'thn' on 'if'; did you mean 'then'? [unknown-key]",
                "\(parent[5]): error: unknown key 'case' on 'switch'; did you mean 'cases'? [unknown-key]",
                "\(parent[6]): error: unknown key 'acton' in 'onChange'; did you mean 'action'? [unknown-key]",
                "\(parent[8]): error: unknown key 'nam' in a preview; did you mean 'name'? [unknown-key]",
                "\(parent[2]): error: record 'Todo' has no field 'titel'; did you mean 'title'? [unknown-field]",
                "\(parent[7]): error: view 'Row' has no prop or binding 'nme'; did you mean 'name'? [unknown-argument]",
            ])
    }

    @Test func missingArgumentNamesTheParameter() {
        let child =
            "view: Row\nprops:\n  title: String\nbindings:\n  isOn: Bool\nbody:\n  - Toggle: \"{title}\"\n    isOn: $isOn\n"
        let parent = MarkedText("view: Main\nbody:\n  - 1️⃣Row:\n      title: \"x\"\n    equatable: true\n")
        let result = checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", parent.text)])
        #expect(result.lines == ["\(parent[1]): error: missing binding 'isOn' for view 'Row' [missing-argument]"])
    }

    @Test func aTypeOfTheUnitWrittenAsAViewIsToldItIsAType() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: { id: Int, title: String }
              Status: [idle, busy]
            body:
              - 1️⃣Todo: {id: 1, title: "x"}
              - 2️⃣Status
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown view 'Todo'; 'Todo' is a type, not a view: show a value of it in a "
                    + "'Text' [unknown-view]",
                "\(marked[2]): error: unknown view 'Status'; 'Status' is a type, not a view: show a value of it in a "
                    + "'Text' [unknown-view]",
            ])
    }

    @Test func everyMissingArgumentOfOneUseIsNamedInOneDiagnostic() {
        let parent = MarkedText("view: Main\nbody:\n  - 1️⃣Row\n  - 2️⃣Row: {count: 1}\n")
        let result = checkSpecs([("Specs/Row.yaml", rowSpec(view: "Row")), ("Specs/Main.yaml", parent.text)])
        #expect(
            result.lines == [
                "\(parent[1]): error: missing prop 'title', prop 'count', binding 'isOn' for view 'Row' "
                    + "[missing-argument]",
                "\(parent[2]): error: missing prop 'title', binding 'isOn' for view 'Row' [missing-argument]",
            ])
    }

    @Test func anArgumentThatFailedToDecodeIsNotAlsoMissing() {
        let child = """
            view: Row
            props:
              list: "[Int]"
            bindings:
              isOn: Bool
            body:
              - Toggle: "{list.count}"
                isOn: $isOn
            """
        let parent = MarkedText(
            """
            view: Main
            body:
              - Row:
                  list: 1️⃣[]
                  isOn: 2️⃣{a: b}
            """)
        let result = checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", parent.text)])
        #expect(
            result.lines == [
                "\(parent[1]): error: expected a value for argument 'list'; found a list (YAML reads '[]' as a list); "
                    + "quote the whole expression: \"[]\" [expected-scalar]",
                "\(parent[2]): error: expected a value for argument 'isOn'; found a mapping [expected-scalar]",
            ])
    }

    @Test func aMappingForARecordPropIsToldHowTheRecordIsWritten() {
        let child = """
            view: Card
            types:
              Person: {name: String, age: Int}
            props:
              person: Person
              backup: Person?
              count: Int
            body:
              - Text: "{person.name} {backup == nil} {count}"
            """
        let parent = MarkedText(
            """
            view: Main
            body:
              - Card:
                  person: 1️⃣{name: "a", age: 1}
                  backup: 2️⃣{name: "b", age: 2}
                  count: 3️⃣{value: 1}
              - Card:
                  person: 'Person(name: "a", age: 1)'
                  backup: nil
                  count: 1
            """)
        let result = checkSpecs([("Specs/Card.yaml", child), ("Specs/Main.yaml", parent.text)])
        let hint = "write a 'Person' as an expression in quotes, 'Person(name: ..., age: ...)' [expected-scalar]"
        #expect(
            result.lines == [
                "\(parent[1]): error: expected a value for argument 'person'; found a mapping; \(hint)",
                "\(parent[2]): error: expected a value for argument 'backup'; found a mapping; \(hint)",
                "\(parent[3]): error: expected a value for argument 'count'; found a mapping [expected-scalar]",
            ])
    }

    @Test func anArgumentForAParameterOfUnknownTypeIsCheckedOnlyOnItsOwn() {
        let child = MarkedText(
            """
            view: Card
            props:
              profile: 1️⃣Profil
              status: 2️⃣Stat
            bindings:
              picked: 3️⃣Profil
            body:
              - Text: "{profile.name} {status} {picked.name}"
            """)
        let parent = MarkedText(
            """
            view: Main
            types:
              Profile: {id: Int, name: String}
            state:
              p:
                type: Profile
                initial: {id: 1, name: "x"}
            body:
              - Card:
                  profile: p
                  status: .open
                  picked: $p
              - Card:
                  profile: 4️⃣q
                  status: .open
                  picked: 5️⃣p
            """)
        let result = checkSpecs([("Specs/Card.yaml", child.text), ("Specs/Main.yaml", parent.text)])
        let printed = DiagnosticRenderer.sorted(result.diagnostics).map {
            "\($0.file):\($0.location): \($0.message) [\($0.code)]"
        }
        #expect(
            printed == [
                "Specs/Card.yaml:\(child[1]): unknown type 'Profil'; did you mean 'Profile'? [unknown-type]",
                "Specs/Card.yaml:\(child[2]): unknown type 'Stat' [unknown-type]",
                "Specs/Card.yaml:\(child[3]): unknown type 'Profil'; did you mean 'Profile'? [unknown-type]",
                "Specs/Main.yaml:\(parent[4]): cannot find 'q' in scope [unknown-name]",
                "Specs/Main.yaml:\(parent[5]): binding 'picked' of view 'Card' takes a binding; write '$p' "
                    + "[expected-binding]",
            ])
    }

    @Test func argumentsThatAreNotAMappingAreOneErrorNotAMissingArgumentPerParameter() {
        let child = "view: Row\nprops:\n  title: String\n  count: Int\nbody:\n  - Text: \"{title} {count}\"\n"
        let parent = MarkedText("view: Main\nbody:\n  - Row: 1️⃣3\n    2️⃣paddin: true\n")
        let result = checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", parent.text)])
        #expect(
            result.lines == [
                "\(parent[2]): error: unknown key 'paddin' on 'Row'; did you mean 'padding'? [unknown-key]",
                "\(parent[1]): error: expected a mapping of arguments for 'Row'; found a scalar [expected-mapping]",
            ])
    }

    @Test func itemInsideAForEachThatNamesItsLoopVariableOtherwiseSaysSo() {
        let marked = MarkedText(
            """
            view: Main
            state:
              tags: ["a", "b"]
              item2: 0
            body:
              - Text: "{1️⃣item} {item2}"
              - ForEach: tags
                id: self
                as: tag
                content:
                  - Text: "{tag} {2️⃣item}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: cannot find 'item' in scope; did you mean 'item2'? [unknown-name]",
                "\(marked[2]): error: cannot find 'item' in scope; this ForEach names its loop variable 'tag' with "
                    + "'as:' [unknown-name]",
            ])
    }

    @Test func aNameInsideAForEachThatLeavesItsLoopVariableItemSaysSo() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Friend: {id: Int, name: String}
            state:
              friends: {type: "[Friend]", initial: []}
              title: ""
            body:
              - Text: "{1️⃣friend.name}"
              - ForEach: friends
                content:
                  - Text: "{2️⃣friend.name} {3️⃣titel} {item.name}"
            """)
        #expect(
            checkSpec(marked).lines == [
                // An array's name is no substitute for one of its elements: no fix-it.
                "\(marked[1]): error: cannot find 'friend' in scope; did you mean 'friends'? It is an array, whose "
                    + "elements a ForEach over it reads, named with 'as: friend' [unknown-name]",
                "\(marked[2]): error: cannot find 'friend' in scope; inside this ForEach the element is 'item', "
                    + "unless 'as: friend' names it [unknown-name]",
                "\(marked[3]): error: cannot find 'titel' in scope; did you mean 'title'? [unknown-name]",
            ])
        #expect(checkSpec(marked).diagnostics.first?.fixIt == nil)
    }

    /// A loop variable read beside its ForEach, above or below it, is told where it can be read; the collection it is
    /// near (`todos`) is another type, so no fix-it renames it. A hint of its own (`item` in a ForEach naming `as:`)
    /// is kept.
    @Test func aLoopVariableReadOutsideItsForEachSaysWhereItCanBeRead() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: {id: Int, title: String}
            state:
              todos: {type: "[Todo]", initial: []}
            body:
              - Text: "{1️⃣todo.title}"
              - List:
                  - ForEach: todos
                    as: todo
                    content:
                      - Text: "{todo.title}"
                  - Text: "{2️⃣todo.title}"
                  - Button: "Clear"
                    action: 3️⃣todo = nil
              - ForEach: todos
                content:
                  - Text: "{item.title}"
              - ForEach: todos
                as: other
                content:
                  - Text: "{4️⃣item.title}"
            """)
        let outside =
            "is the loop variable of the ForEach on line 9, which only the nodes under its 'content:' can read"
        let checked = checkSpec(marked)
        #expect(
            checked.lines == [
                "\(marked[1]): error: cannot find 'todo' in scope; 'todo' \(outside) [unknown-name]",
                "\(marked[2]): error: cannot find 'todo' in scope; 'todo' \(outside) [unknown-name]",
                "\(marked[3]): error: cannot find 'todo' in scope; 'todo' \(outside) [unknown-name]",
                "\(marked[4]): error: cannot find 'item' in scope; this ForEach names its loop variable 'other' "
                    + "with 'as:' [unknown-name]",
            ])
        #expect(checked.diagnostics.allSatisfy { $0.fixIt == nil })
        // Of two ForEach nodes naming it, the nearer is told.
        let twice = MarkedText(
            """
            view: Main
            state:
              xs: [1]
            body:
              - ForEach: xs
                id: self
                as: x
                content: [Text: "{x}"]
              - ForEach: xs
                id: self
                as: x
                content: [Text: "{x}"]
              - Text: "{1️⃣x}"
            """)
        #expect(
            checkSpec(twice).lines == [
                "\(twice[1]): error: cannot find 'x' in scope; 'x' is the loop variable of the ForEach on line 9, "
                    + "which only the nodes under its 'content:' can read [unknown-name]"
            ])
    }

    @Test func aForEachOverARangeIsToldToIterateAnArray() {
        let marked = MarkedText(
            """
            view: Main
            state:
              count: 3
            body:
              - ForEach: 1️⃣0..<count
                id: self
                content:
                  - Text: "{item}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: ForEach over a range identifies its rows by their index, which the language "
                    + "leaves out; iterate an array whose elements identify themselves, such as '[0, 1, 2]' with "
                    + "'id: self', or records with an 'id' [range-not-allowed]"
            ])
    }

    @Test func yamlOneOneBooleansInAnExpressionAreToldToWriteTrueOrFalse() {
        let marked = MarkedText(
            """
            view: Main
            state:
              on: false
            body:
              - Text: "{on}"
                padding: 1️⃣yes
                disabled: 2️⃣Off
              - Text: "b"
                disabled: "3️⃣no"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: cannot find 'yes' in scope; 'yes' is a Bool in neither Swift nor YAML 1.2: "
                    + "write 'true' [unknown-name]",
                "\(marked[2]): error: cannot find 'Off' in scope; 'Off' is a Bool in neither Swift nor YAML 1.2: "
                    + "write 'false' [unknown-name]",
                "\(marked[3]): error: cannot find 'no' in scope; 'no' is a Bool in neither Swift nor YAML 1.2: "
                    + "write 'false' [unknown-name]",
            ])
    }

    @Test func theContentOfAMisspelledOrUnknownContainerIsStillChecked() {
        let marked = MarkedText(
            """
            view: Main
            state:
              count: 0
            body:
              - 1️⃣VStak:
                  - Text: "{2️⃣cout}"
                  - Button: "Add"
                    3️⃣acton: count += 1
              - 4️⃣ScrollView:
                  - 5️⃣Txt: "a"
            """)
        let printed = DiagnosticRenderer.sorted(checkSpec(marked).diagnostics).map {
            "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.code)]"
        }
        #expect(
            printed == [
                "\(marked[1]): error: unknown view 'VStak'; did you mean 'VStack'? [unknown-view]",
                "\(marked[2]): error: cannot find 'cout' in scope; did you mean 'count'? [unknown-name]",
                "\(marked[3]): error: unknown key 'acton' on 'Button'; did you mean 'action'? [unknown-key]",
                "\(marked[4]): error: unknown view 'ScrollView'; a 'List' scrolls its rows [unknown-view]",
                "\(marked[5]): error: unknown view 'Txt'; did you mean 'Text'? [unknown-view]",
            ])
    }

    /// A member of an optional cannot be changed in place, and `??` cannot help there: a whole new value can.
    @Test func aMemberOfAnOptionalToChangeIsToldToReplaceTheWhole() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Member: {id: Int, name: String}
            state:
              selected: {type: "Member?", initial: null}
            body:
              - Button: "Rename"
                action: selected.1️⃣name = "x"
              - TextField: "Name"
                text: $selected.2️⃣name
              - Text: "{selected.3️⃣name}"
            """)
        let changed =
            "value of optional type 'Member?' must be unwrapped to change 'name', which a spec cannot do in place; "
            + "give 'selected' a whole new value instead, or keep the value in a state that is not optional "
            + "[optional-member]"
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: \(changed)",
                "\(marked[2]): error: \(changed)",
                "\(marked[3]): error: value of optional type 'Member?' must be unwrapped to use 'name'; use '??' to "
                    + "give a default first [optional-member]",
            ])
    }

    /// A text or a button title, or an image's symbol name, that fails to parse is left empty, so the node's modifiers
    /// and action are checked.
    @Test func theModifiersAndActionOfANodeWhoseTitleFailsAreStillChecked() {
        let marked = MarkedText(
            """
            view: Main
            state:
              n: 0
            body:
              - Text: "{n +1️⃣}"
                opacity: "2️⃣true"
              - Button: "{n3️⃣?.x}"
                action: n = 4️⃣"s"
              - Image: "5️⃣{}"
                frame: {width: 6️⃣true}
            """)
        let printed = DiagnosticRenderer.sorted(checkSpec(marked).diagnostics).map {
            "\($0.location): \($0.code)"
        }
        #expect(
            printed == [
                "\(marked[1]): expected-token", "\(marked[2]): type-mismatch", "\(marked[3]): unsupported-syntax",
                "\(marked[4]): type-mismatch", "\(marked[5]): empty-interpolation", "\(marked[6]): type-mismatch",
            ])
    }

    @Test func swiftUIViewsTheLanguageLacksSayWhatToWriteInstead() {
        let marked = MarkedText(
            """
            view: Main
            body:
              - 1️⃣NavigationStack:
                  - Text: "a"
              - 2️⃣NavigationLink: "Details"
              - 3️⃣TabView:
                  - Text: "b"
              - 4️⃣Picker: "Flavor"
              - 5️⃣LazyVGrid:
                  - Text: "c"
              - 6️⃣Circle
              - 7️⃣RoundedRectangle
              - 8️⃣AsyncImage: "https://example.com/a.png"
            """)
        let printed = DiagnosticRenderer.sorted(checkSpec(marked).diagnostics).map {
            "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.code)]"
        }
        let navigation =
            "a spec is one screen, without navigation: write the screen's content here, and connect the generated "
            + "views in Swift [unknown-view]"
        #expect(
            printed == [
                "\(marked[1]): error: unknown view 'NavigationStack'; " + navigation,
                "\(marked[2]): error: unknown view 'NavigationLink'; " + navigation,
                "\(marked[3]): error: unknown view 'TabView'; a spec is one screen: show one of several with a "
                    + "'switch' over a state value [unknown-view]",
                "\(marked[4]): error: unknown view 'Picker'; show the choices as 'Button's whose actions set a state "
                    + "value [unknown-view]",
                "\(marked[5]): error: unknown view 'LazyVGrid'; write its rows as 'HStack's in a 'VStack' "
                    + "[unknown-view]",
                "\(marked[6]): error: unknown view 'Circle'; colors are modifier values: 'background: blue' on the "
                    + "view to fill [unknown-view]",
                "\(marked[7]): error: unknown view 'RoundedRectangle'; a 'background:' color with 'cornerRadius:' on "
                    + "the view fills a rounded rectangle [unknown-view]",
                "\(marked[8]): error: unknown view 'AsyncImage'; an 'Image' shows a system symbol: 'Image: star' "
                    + "[unknown-view]",
            ])
    }

    @Test func aNameThatIsNoViewIsUnknownWhateverItsArgumentsLookLike() {
        let child = "view: Row\nprops:\n  title: String\nbody:\n  - Text: \"{title}\"\n"
        let parent = MarkedText(
            """
            view: Main
            state:
              name: ""
            body:
              - 1️⃣SecureField: "Password"
                text: $name
              - 2️⃣ScrollView:
                  - Text: "a"
              - 3️⃣Color: blue
              - 4️⃣Slider:
                  value: $name
                step: 1
              - 5️⃣Rowe: "x"
              - 6️⃣Badge:
                  total: {a: b}
            """)
        let result = checkSpecs([("Specs/Row.yaml", child), ("Specs/Main.yaml", parent.text)])
        // In the order `specui check` prints them: left-out uses are reported after the body is checked.
        let printed = DiagnosticRenderer.sorted(result.diagnostics).map {
            "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.code)]"
        }
        #expect(
            printed == [
                "\(parent[1]): error: unknown view 'SecureField'; did you mean 'TextField'? [unknown-view]",
                "\(parent[2]): error: unknown view 'ScrollView'; a 'List' scrolls its rows [unknown-view]",
                "\(parent[3]): error: unknown view 'Color'; colors are modifier values: 'background: blue', "
                    + "'foregroundColor: red' [unknown-view]",
                "\(parent[4]): error: unknown view 'Slider'; did you mean 'Stepper'? [unknown-view]",
                "\(parent[5]): error: unknown view 'Rowe'; did you mean 'Row'? [unknown-view]",
                "\(parent[6]): error: unknown view 'Badge' [unknown-view]",
            ])
    }

    @Test func forEachNeedsAnArrayAndAssignableBindingForm() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: { id: Int, title: String, done: Bool }
              List2: { id: Int, todos: "[Todo]" }
            props:
              todos: "[Todo]"
              count: Int
            state:
              lists: { type: "[List2]", initial: [] }
            body:
              - ForEach: $1️⃣todos
                as: todo
                content:
                  - Toggle: "{todo.title}"
                    isOn: $todo.done
              - ForEach: 2️⃣count
                content:
                  - Text: "x"
              - ForEach: $4️⃣count
                content:
                  - Text: "y"
              - ForEach: lists
                as: list
                content:
                  - ForEach: $3️⃣list.todos
                    as: todo2
                    content:
                      - Toggle: "{todo2.title}"
                        isOn: $todo2.done
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: 'ForEach: $todos' needs state or a binding to hand out row bindings, "
                    + "but 'todos' is a prop [collection-not-assignable]",
                "\(marked[2]): error: ForEach needs an array, found a value of type 'Int' [not-a-collection]",
                "\(marked[4]): error: ForEach needs an array, found a value of type 'Int' [not-a-collection]",
                "\(marked[3]): error: 'ForEach: $list.todos' needs state or a binding to hand out row bindings, "
                    + "but 'list' is a loop variable [collection-not-assignable]",
            ])
    }
}
