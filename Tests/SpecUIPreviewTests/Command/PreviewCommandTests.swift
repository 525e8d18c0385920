import Foundation
import SpecUICompiler
import SpecUIPreview
import Testing

@MainActor
@Suite struct PreviewCommandTests {
    private let counter = PreviewRun.repositorySpec("CounterView.yaml")
    private let todos = PreviewRun.repositorySpec("TodoListView.yaml")

    @Test func twoTapsOnTheCounterPrintTheFrame() {
        let run = PreviewRun([counter, "--snapshot", "--tap", "زيادة", "--tap", "زيادة", "--size", "24x6"])
        #expect(run.exitCode == .success)
        #expect(
            run.lines == [
                "",
                "       العداد: 2",
                "        ╭─────╮",
                "        │زيادة│",
                "        ╰─────╯",
                "",
                "",
            ])
        #expect(run.error == "")
    }

    /// `--disable-warning` and `--config` leave warnings out of the diagnostics a preview prints, as `check`'s do.
    @Test func disabledWarningsAreNotPrinted() throws {
        let specs = try TemporarySpecs([
            "Main.yaml": "view: Main\nstate:\n  count: 0\nbody:\n  - Text: \"x\"\n",
            "Other.yaml": "view: Other\nbody:\n  - Txt: \"x\"\n",
            "specui.json": #"{"disabledWarnings": ["unused-state"]}"#,
            "bad.json": #"{"disabledWarnings": ["unused-stat"], "x": 1}"#,
        ])
        let main = specs.file("Main.yaml")
        #expect(PreviewRun([main, "--snapshot"]).error.contains("[unused-state]"))
        for options in [["--disable-warning", "unused-state"], ["--config", specs.file("specui.json")]] {
            let run = PreviewRun([main, "--snapshot"] + options)
            #expect(run.exitCode == .specErrors)
            #expect(run.error.contains("[unknown-view]"))
            #expect(!run.error.contains("[unused-state]"))
        }
        let bad = PreviewRun([main, "--config", specs.file("bad.json")])
        #expect(bad.exitCode == .usageOrIO)
        #expect(
            bad.error == """
                specui: error: '\(specs.file("bad.json"))': unknown warning code 'unused-stat'; did you mean \
                'unused-state'?
                specui: error: '\(specs.file("bad.json"))': unknown key 'x'

                """)
        let unknown = PreviewRun([main, "--disable-warning", "unused-stat"])
        #expect(unknown.exitCode == .usageOrIO)
        #expect(
            unknown.error.hasPrefix("specui: error: unknown warning code 'unused-stat'; did you mean 'unused-state'?\n")
        )
    }

    @Test func traceEndsWithTheCountsAndSkipsTheEqualChild() throws {
        let specs = try TemporarySpecs([
            "ChildView.yaml": """
            view: ChildView
            props:
              name: String
            body:
              - Text: "Hello, {name}!"
            """,
            "CountingParent.yaml": """
            view: CountingParent
            state:
              count: 0
            body:
              - VStack:
                  - Text: "{count}"
                  - Button: "Add"
                    action: count += 1
                  - ChildView:
                      name: "Alice"
            """,
        ])
        let run = PreviewRun([specs.file("CountingParent.yaml"), "--trace", "--tap", "Add", "--tap", "Add"])
        #expect(run.exitCode == .success)
        #expect(
            run.errorLines == [
                "CountingParent: @self, @identity, _count changed.",
                "ChildView: @self, @identity changed.",
                "CountingParent: _count changed.",
                "CountingParent: _count changed.",
                "body-evaluations: ChildView=1 CountingParent=3",
            ])
        #expect(run.output.contains("Hello, Alice!"))
    }

    @Test func typingAndTappingAddAddsARow() {
        let run = PreviewRun([todos, "--type", "draft=Water the plants", "--tap", "add", "--size", "50x16"])
        #expect(run.exitCode == .success)
        #expect(run.lines.first == "Tasks (4)")
        #expect(run.lines.contains("Water the plants                             [ ] 🗑"))
    }

    @Test func typingAppendsToTheFieldsText() throws {
        let specs = try TemporarySpecs([
            "Name.yaml": """
            view: Name
            state:
              name: "Al"
            body:
              - TextField: "Name"
                text: $name
                accessibilityIdentifier: name
              - Text: "[{name}]"
            """
        ])
        let run = PreviewRun([specs.file("Name.yaml"), "--type", "name=i", "--type", "name= B", "--size", "8x2"])
        #expect(run.exitCode == .success)
        #expect(run.output == "Ali B\n[Ali B]\n")
    }

    /// A frame mixing a fixed and a flexible size places its content by its alignment along both, and keeps its
    /// fixed width with the border on its edges.
    @Test func aFrameWithFixedAndFlexibleSizesAlignsItsContentInBoth() throws {
        let specs = try TemporarySpecs([
            "Frames.yaml": """
            view: Frames
            body:
              - HStack:
                  - Text: "ab"
                    frame: {width: 6, maxHeight: infinity, alignment: leading}
                    border: gray
                  - Text: "cd"
                    frame: {width: 6, maxHeight: infinity, alignment: bottomTrailing}
                    border: gray
            """
        ])
        let run = PreviewRun([specs.file("Frames.yaml"), "--size", "17x5"])
        #expect(run.exitCode == .success)
        #expect(
            run.lines == [
                "  ┌────┐ ┌────┐",
                "  │    │ │    │",
                "  │ab  │ │    │",
                "  │    │ │  cd│",
                "  └────┘ └────┘",
                "",
            ])
    }

    @Test func steppersAreSteppedUpAndDownWithinTheirRange() throws {
        let specs = try TemporarySpecs([
            "Qty.yaml": """
            view: Qty
            state:
              qty: 1
            body:
              - Stepper: "Qty {qty}"
                value: $qty
                in: 0...2
                accessibilityIdentifier: qty
            """
        ])
        let path = specs.file("Qty.yaml")
        // By identifier, then by the label the stepper has by then.
        let steps = PreviewRun([
            path, "--increment", "qty", "--decrement", "Qty 2", "--decrement", "qty", "--size", "14x1",
        ])
        #expect(steps.exitCode == .success)
        #expect(steps.output == "Qty 0  [-] [+]\n")

        let past = PreviewRun([path, "--decrement", "qty", "--decrement", "qty", "--size", "16x1"])
        #expect(past.exitCode == .usageOrIO)
        #expect(past.error == "specui: error: cannot step 'qty' down: its value is not above the bottom of its range\n")

        let tapped = PreviewRun([path, "--tap", "qty", "--size", "16x1"])
        #expect(tapped.exitCode == .usageOrIO)
        #expect(
            tapped.error
                == "specui: error: cannot tap 'qty': it is a stepper; step it with --increment or --decrement\n")
    }

    /// A disabled control is not listed as available to a handle that matches no control; where no enabled one is
    /// near the handle, a near disabled one is named as disabled.
    @Test func aDisabledControlIsNotAvailable() throws {
        let specs = try TemporarySpecs([
            "Hid.yaml": """
            view: Hid
            state:
              on: false
            body:
              - Button: "ghost"
                action: on.toggle()
                opacity: 0
              - Toggle: "dis"
                isOn: $on
                disabled: true
              - Button: "go"
                action: on.toggle()
            """
        ])
        let run = PreviewRun([specs.file("Hid.yaml"), "--size", "20x3", "--tap", "dsi"])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error
                == "specui: error: no control 'dsi' to tap (available: 'go'); did you mean 'dis'? it is disabled\n")
        let near = PreviewRun([specs.file("Hid.yaml"), "--size", "20x3", "--tap", "og"])
        #expect(near.error == "specui: error: no control 'og' to tap (available: 'go'); did you mean 'go'?\n")
    }

    @Test func scriptedEventsApplyInCommandLineOrder() {
        let tapFirst = PreviewRun([todos, "--tap", "add", "--type", "draft=Late", "--size", "50x16"])
        #expect(tapFirst.exitCode == .usageOrIO)
        #expect(tapFirst.error == "specui: error: cannot tap 'add': it is disabled\n")
        #expect(tapFirst.output == "")
        // Typing into a disabled button is told it is a button: enabling it would not help.
        let typed = PreviewRun([todos, "--type", "add=Late", "--size", "50x16"])
        #expect(typed.exitCode == .usageOrIO)
        #expect(typed.error == "specui: error: cannot type into 'add': it is a button\n")
    }

    /// A value too long for a line is quoted as the diagnostics quote one: its first scalars and `…`.
    @Test func aLongSettingIsQuotedShort() {
        let run = PreviewRun([counter, "--set", "count=" + String(repeating: "x", count: 5000)])
        #expect(run.exitCode == .usageOrIO)
        let cut = String(repeating: "x", count: 40) + "…"
        #expect(
            run.error == "specui: error: cannot set 'count' of type 'Int' to '\(cut)': cannot find '\(cut)' in scope\n")
    }

    @Test func anUnknownSettingSuggestsTheInput() {
        let run = PreviewRun([counter, "--set", "cont=3"])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error
                == "specui: error: 'cont' is not a prop, binding or state of 'CounterView'; did you mean 'count'?\n")
        #expect(run.output == "")
    }

    @Test func aSettingStartsTheState() {
        let run = PreviewRun([counter, "--set", "count=41", "--tap", "زيادة", "--size", "24x3"])
        #expect(run.exitCode == .success)
        #expect(run.lines[0] == "       العداد: 42")
    }

    @Test func anUnknownPreviewSuggestsAName() {
        let run = PreviewRun([todos, "--preview", "Empt"])
        #expect(run.exitCode == .usageOrIO)
        #expect(run.error == "specui: error: view 'TodoListView' has no preview named 'Empt'; did you mean 'Empty'?\n")
    }

    @Test func tappingAnUnknownControlNamesTheOnesThereAre() {
        let run = PreviewRun([counter, "--tap", "زياده"])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error
                == "specui: error: no control 'زياده' to tap (available: 'زيادة'); did you mean 'زيادة'?\n")
        #expect(run.output == "")
    }

    @Test func typingIntoAnUnknownFieldNamesOnlyTheTextFields() {
        let run = PreviewRun([todos, "--type", "nosuch=x"])
        #expect(run.exitCode == .usageOrIO)
        #expect(run.error == "specui: error: no control 'nosuch' to type into (available: 'draft')\n")
    }

    @Test func actingOnATextFieldAnotherWayNamesItInWordsAndHowToTypeIntoIt() {
        let tapped = PreviewRun([todos, "--tap", "draft"])
        #expect(tapped.exitCode == .usageOrIO)
        #expect(
            tapped.error
                == "specui: error: cannot tap 'draft': it is a text field; type into it with --type draft=text\n")
        let stepped = PreviewRun([todos, "--increment", "draft"])
        #expect(
            stepped.error
                == "specui: error: cannot step 'draft': it is a text field; type into it with --type draft=text\n")
    }

    @Test func tappingAnUnrelatedLabelListsAFewTappableControlsWithoutAGuess() {
        let run = PreviewRun([todos, "--tap", "+"])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error
                == "specui: error: no control '+' to tap (available: 'toggle-1', 'delete-1', 'toggle-2', "
                + "'delete-2', 'toggle-3', 'delete-3', 'remove-first', 'clear-completed' and 1 more)\n")
    }

    @Test func aControlUnderOpacityZeroCannotBeTappedUntilItShows() throws {
        let specs = try TemporarySpecs([
            "Reveal.yaml": """
            view: Reveal
            state:
              shown: false
              count: 0
            body:
              - VStack:
                  - Button: "Show"
                    action: shown = true
                  - Button: "Add"
                    action: count += 1
                    opacity: "shown ? 1.0 : 0.0"
                  - Text: "{count}"
            """
        ])
        let file = specs.file("Reveal.yaml")
        let hidden = PreviewRun([file, "--tap", "Add"])
        #expect(hidden.exitCode == .usageOrIO)
        #expect(hidden.error == "specui: error: no control 'Add' to tap (available: 'Show')\n")
        #expect(hidden.output == "")
        let shown = PreviewRun([file, "--size", "6x3", "--tap", "Show", "--tap", "Add"])
        #expect(shown.exitCode == .success)
        #expect(shown.lines == [" Show", " Add", "  1", ""])
    }

    @Test func aStepperWithoutARangeIsAtItsTopAtIntMax() throws {
        let specs = try TemporarySpecs([
            "Big.yaml": """
            view: Big
            state:
              qty: 0
            body:
              - Stepper: "Qty {qty}"
                value: $qty
            """
        ])
        let file = specs.file("Big.yaml")
        let top = PreviewRun([file, "--set", "qty=9223372036854775807", "--increment", "Qty 9223372036854775807"])
        #expect(top.exitCode == .usageOrIO)
        #expect(
            top.error
                == "specui: error: cannot step 'Qty 9223372036854775807' up: its value is not below the top of its range\n"
        )
        let down = PreviewRun([
            file, "--size", "32x1", "--set", "qty=9223372036854775807", "--decrement", "Qty 9223372036854775807",
        ])
        #expect(down.exitCode == .success)
        #expect(down.lines == ["Qty 9223372036854775806  [-] [+]", ""])
    }

    @Test func tappingARowBelowTheFrameSaysTheListHasNotBuiltIt() throws {
        let specs = try TemporarySpecs([
            "Rows.yaml": """
            view: Rows
            types:
              Row:
                id: Int
                on: Bool
            state:
              rows:
                type: "[Row]"
                initial: [{ id: 1, on: false }, { id: 2, on: false }, { id: 3, on: false }, { id: 4, on: false }]
            body:
              - List:
                  - ForEach: $rows
                    as: row
                    content:
                      - Toggle: "Row {row.id}"
                        isOn: $row.on
                        accessibilityIdentifier: "row-{row.id}"
            """
        ])
        let file = specs.file("Rows.yaml")
        let below = PreviewRun([file, "--size", "12x2", "--tap", "row-4"])
        #expect(below.exitCode == .usageOrIO)
        #expect(
            below.error
                == "specui: error: no control 'row-4' to tap (available: 'row-1', 'row-2'); "
                + "a List's ForEach rows outside the frame are not built: a taller --size shows more\n")
        let shown = PreviewRun([file, "--size", "12x4", "--tap", "row-4"])
        #expect(shown.exitCode == .success)
        #expect(shown.lines == ["Row 1    [ ]", "Row 2    [ ]", "Row 3    [ ]", "Row 4    [x]", ""])
    }

    /// `onAppear` on a `ForEach` runs for each element, and on a `Group` of an `if` for each branch as it appears,
    /// as SwiftUI runs a `Group`'s, in the preview as in the generated Swift.
    @Test func onAppearOnAForEachOrAnIfRunsForEachViewItMakes() throws {
        let specs = try TemporarySpecs([
            "Each.yaml": """
            view: Each
            state:
              seen: 0
              shown: false
            body:
              - VStack:
                  - Text: "seen {seen}"
                  - ForEach: "[1, 2, 3]"
                    id: self
                    as: n
                    content:
                      - Text: "{n}"
                    onAppear: seen += 1
                  - Group:
                      - if: shown
                        then:
                          - Text: "on"
                        else:
                          - Text: "off"
                    onAppear: seen += 10
                  - Toggle: "Shown"
                    isOn: $shown
            """
        ])
        let first = PreviewRun([specs.file("Each.yaml"), "--size", "20x8"])
        #expect(first.lines.contains("      seen 13") && first.lines.contains("        off"))
        let toggled = PreviewRun([specs.file("Each.yaml"), "--size", "20x8", "--tap", "Shown"])
        #expect(toggled.lines.contains("      seen 23") && toggled.lines.contains("         on"))
    }

    @Test func theVisibleRowsOfAListRunTheirOnAppearBeforeTheFrameIsPrinted() throws {
        let specs = try TemporarySpecs([
            "Seen.yaml": """
            view: Seen
            types:
              Row:
                id: Int
            state:
              seen: 0
              rows:
                type: "[Row]"
                initial: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }, { id: 6 }]
            body:
              - VStack:
                  - Text: "seen {seen}"
                  - List:
                      - ForEach: rows
                        as: row
                        content:
                          - Text: "row {row.id}"
                            onAppear: seen += 1
                alignment: leading
            """
        ])
        let run = PreviewRun([specs.file("Seen.yaml"), "--size", "10x3", "--trace"])
        #expect(run.exitCode == .success)
        #expect(run.lines == ["seen 2", "row 1", "row 2", ""])
        #expect(
            run.errorLines == [
                "Seen: @self, @identity, _seen, _rows changed.",
                "SeenRows: @self, @identity changed.",
                "Seen: _seen changed.",
                "body-evaluations: Seen=2 SeenRows=1",
            ])
    }

    @Test func rightToLeftMirrorsTheStacks() throws {
        let specs = try TemporarySpecs([
            "Row.yaml": """
            view: Row
            body:
              - HStack:
                  - Text: "one"
                  - Text: "two"
                frame: { maxWidth: infinity, alignment: leading }
            """
        ])
        let ltr = PreviewRun([specs.file("Row.yaml"), "--size", "12x1"])
        let rtl = PreviewRun([specs.file("Row.yaml"), "--size", "12x1", "--layout-direction", "rtl"])
        #expect(ltr.output == "one two\n")
        #expect(rtl.output == "     two one\n")
    }

    @Test func aViewReadingTheLayoutDirectionSeesRightToLeft() throws {
        let specs = try TemporarySpecs([
            "Direction.yaml": """
            view: Direction
            environment:
              - layoutDirection
            body:
              - Text: '{layoutDirection == .rightToLeft ? "rtl" : "ltr"}'
            """
        ])
        let run = PreviewRun([specs.file("Direction.yaml"), "--size", "3x1", "--layout-direction", "rtl"])
        #expect(run.output == "rtl\n")
    }

    @Test func aViewReadingTheColorSchemeSeesTheOneChosen() throws {
        let specs = try TemporarySpecs([
            "Scheme.yaml": """
            view: Scheme
            environment:
              - colorScheme
            body:
              - Text: '{colorScheme == .dark ? "dark" : "light"}'
            """
        ])
        #expect(PreviewRun([specs.file("Scheme.yaml"), "--size", "5x1"]).output == "light\n")
        #expect(PreviewRun([specs.file("Scheme.yaml"), "--size", "5x1", "--color-scheme", "dark"]).output == "dark\n")
        let refused = PreviewRun([specs.file("Scheme.yaml"), "--color-scheme=dim"])
        #expect(refused.exitCode == .usageOrIO)
        #expect(refused.error.hasPrefix("specui: error: unknown color scheme 'dim'; use light or dark\n"))
    }

    @Test func colorAlwaysEmitsEscapes() {
        let plain = PreviewRun([counter, "--size", "24x6"])
        let colored = PreviewRun([counter, "--size", "24x6", "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(!plain.output.contains("\u{1B}["))
        #expect(colored.output.contains("\u{1B}["))
        #expect(colored.exitCode == .success)
    }

    @Test(arguments: ["80by24", "0x24", "80x", "-3x4", "+10x5", "10x+5", " 10x5", "1001x24", "10000x10000"])
    func aBadSizeIsAUsageError(size: String) {
        let run = PreviewRun([counter, "--size", size])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.errorLines.first
                == "specui: error: invalid size '\(size)'; expected WIDTHxHEIGHT such as 80x24, each from 1 to 1000")
        #expect(run.output == "")
    }

    @Test func theLargestSizeDraws() {
        let run = PreviewRun([counter, "--size", "1000x1000"])
        #expect(run.exitCode == .success)
        #expect(run.lines.count == 1001)
    }

    @Test func usageErrorsExitTwo() {
        let unknown = PreviewRun([counter, "--snapshto"])
        #expect(unknown.exitCode == .usageOrIO)
        #expect(
            unknown.errorLines.first
                == "specui: error: unknown option '--snapshto' for 'preview'; did you mean '--snapshot'?")
        let missing = PreviewRun(["--snapshot"])
        #expect(missing.exitCode == .usageOrIO)
        #expect(missing.errorLines.first == "specui: error: missing SPEC: the spec file to preview")
        let absent = PreviewRun(["/no/such/View.yaml"])
        #expect(absent.exitCode == .usageOrIO)
        #expect(absent.error == "specui: error: no such file or directory: '/no/such/View.yaml'\n")
    }

    @Test func aSpecMustBeNamedAsOne() throws {
        let specs = try TemporarySpecs(["notes.txt": "view: Notes\nbody:\n  - Text: \"x\"\n"])
        let run = PreviewRun([specs.file("notes.txt")])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error
                == "specui: error: '\(specs.file("notes.txt"))' is not a spec: a spec file ends in '.yaml' or '.yml'\n")
        #expect(run.output == "")
    }

    @Test func aSpecNamedInCapitalsIsPreviewed() throws {
        let specs = try TemporarySpecs(["Up.YAML": "view: Up\nbody:\n  - Text: \"up\"\n"])
        let run = PreviewRun([specs.file("Up.YAML"), "--size", "4x1"])
        #expect(run.exitCode == .success)
        #expect(run.lines == [" up", ""])
    }

    @Test func argumentsTheSpecCannotHonourExitTwo() {
        let noEquals = PreviewRun([counter, "--set", "noequals"])
        #expect(noEquals.exitCode == .usageOrIO)
        #expect(noEquals.error == "specui: error: expected 'name=value' after '--set', got 'noequals'\n")
        let badValue = PreviewRun([counter, "--set", "count=abc"])
        #expect(badValue.exitCode == .usageOrIO)
        #expect(
            badValue.errorLines.first?.hasPrefix("specui: error: cannot set 'count' of type 'Int' to 'abc'") == true)
        let flowRecord = PreviewRun([todos, "--set", "todos=[{id: 1, title: \"x\", done: false}]"])
        #expect(flowRecord.exitCode == .usageOrIO)
        #expect(
            flowRecord.errorLines.first?.hasSuffix(
                "; a value of '[Todo]' writes its record as Todo(id: …, title: …, done: …)") == true)
        let noPreview = PreviewRun([counter, "--preview", "x"])
        #expect(noPreview.exitCode == .usageOrIO)
        let noControl = PreviewRun([counter, "--tap", "nosuch"])
        #expect(noControl.exitCode == .usageOrIO)
        #expect(noControl.output == "")
    }

    @Test func aRuntimeErrorOfTheSpecExitsOneAfterTheFrame() throws {
        let specs = try TemporarySpecs([
            "Twice.yaml": """
            view: Twice
            types:
              Row: {id: Int}
            state:
              rows:
                type: "[Row]"
                initial: [{id: 1}]
            body:
              - ForEach: rows
                as: v
                content:
                  - Text: "{v.id}"
              - Text: "{rows.count} rows"
                onAppear: "rows.append(Row(id: 1))"
            """
        ])
        let run = PreviewRun([specs.file("Twice.yaml"), "--size", "6x3"])
        #expect(run.exitCode == .specErrors)
        #expect(run.output == "  1\n  1\n2 rows\n")
        // The message is at the ForEach and names it as the spec wrote it, not by the interpreter's types.
        #expect(
            run.errorLines == [
                specs.file("Twice.yaml") + ":9:5: error: ForEach(rows, id: \\.id): the ID 1 occurs multiple times "
                    + "within the collection, this will give undefined results! [duplicate-id]",
                "  - ForEach: rows",
                "    ^~~~~~~",
            ])
    }

    /// A runtime error that each evaluation of a body raises again is reported once, in the order the errors
    /// happened: the interpreter's and the runtime's together.
    @Test func runtimeErrorsAreReportedOnceEachInTheOrderTheyHappened() throws {
        let specs = try TemporarySpecs([
            "Dup.yaml": """
            view: Dup
            types:
              Loan: {id: Int, days: Int}
            state:
              loans: {type: "[Loan]", initial: [{id: 1, days: 2}]}
              n: 0
            body:
              - ForEach: loans
                as: loan
                content:
                  - Text: "{100 / loan.days}"
              - Text: "{n}"
              - Button: zero
                action: 'loans.append(Loan(id: 2, days: 0))'
              - Button: dup
                action: 'loans.append(Loan(id: 1, days: 5))'
              - Button: bump
                action: n += 1
            """
        ])
        let run = PreviewRun([specs.file("Dup.yaml"), "--tap", "dup", "--tap", "zero", "--tap", "bump"])
        #expect(run.exitCode == .specErrors)
        #expect(
            run.errorLines == [
                specs.file("Dup.yaml") + ":8:5: error: ForEach(loans, id: \\.id): the ID 1 occurs multiple times "
                    + "within the collection, this will give undefined results! [duplicate-id]",
                "  - ForEach: loans",
                "    ^~~~~~~",
                specs.file("Dup.yaml") + ":11:17: error: division by zero: 100 / 0 [division-by-zero]",
                "      - Text: \"{100 / loan.days}\"",
                "                ^~~~~~~~~~~~~~~",
            ])
    }

    @Test func zeroValuedInputsAreNotedWhenNoPreviewIsChosen() throws {
        let child = PreviewRun.repositorySpec("ChildView.yaml")
        let zero = PreviewRun([child, "--size", "12x1"])
        #expect(zero.exitCode == .success)
        #expect(zero.error == "specui: note: no preview chosen; props start at zero values: name = \"\"\n")
        #expect(PreviewRun([child, "--size", "12x1", "--set", "name=Ali"]).error == "")
        #expect(PreviewRun([counter, "--size", "24x3"]).error == "")
        let specs = try TemporarySpecs([
            "Pair.yaml": """
            view: Pair
            props:
              count: Int
              tags: "[String]"
            bindings:
              on: Bool
            previews:
              - name: One
                values: { count: 1, tags: [], on: true }
              - name: Two
                values: { count: 2 }
            body:
              - Text: "{count} {on ? 1 : 0} {tags.count}"
            """
        ])
        let pair = PreviewRun([specs.file("Pair.yaml"), "--size", "5x1", "--set", "tags=[\"a\"]"])
        #expect(pair.output == "0 0 1\n")
        #expect(
            pair.error
                == "specui: note: no preview chosen; props start at zero values: count = 0, on = false "
                + "(--preview NAME starts from one of 'One', 'Two')\n")
        #expect(PreviewRun([specs.file("Pair.yaml"), "--size", "5x1", "--preview", "One"]).error == "")
    }

    /// A record's zero value is written as the spec writes a record, its enum cases with a dot, as `--set` takes it.
    @Test func aRecordsZeroValueIsNotedAsTheSpecWritesIt() throws {
        let specs = try TemporarySpecs([
            "Badge.yaml": """
            view: Badge
            types:
              Status: [upcoming, closed]
              Show:
                id: Int
                title: String
                status: Status
            props:
              show: Show
            body:
              - Text: "{show.title}"
            """
        ])
        #expect(
            PreviewRun([specs.file("Badge.yaml"), "--size", "5x1"]).error
                == "specui: note: no preview chosen; props start at zero values: "
                + "show = {id: 0, title: \"\", status: .upcoming}\n")
    }

    @Test func specErrorsArePrintedLikeCheck() throws {
        let specs = try TemporarySpecs([
            "Broken.yaml": """
            view: Broken
            body:
              - Text: "{missing}"
            """
        ])
        let run = PreviewRun([specs.file("Broken.yaml")])
        #expect(run.exitCode == .specErrors)
        #expect(run.errorLines.first?.hasPrefix("\(specs.file("Broken.yaml")):3:13: error: ") == true)
        #expect(run.output == "")
        // Paths are spelled as `check` spells them, without `.` segments.
        let dotted = PreviewRun([specs.path + "/./Broken.yaml"])
        #expect(dotted.errorLines.first?.hasPrefix("\(specs.file("Broken.yaml")):3:13: error: ") == true)
        #expect(!run.error.contains("specui: note: "))
    }

    @Test func eventsOnAViewWithBindingsAreToldTheBindingsAreConstants() throws {
        let specs = try TemporarySpecs([
            "Row.yaml": """
            view: Row
            bindings:
              isOn: Bool
            body:
              - Toggle: "Wi-Fi"
                isOn: $isOn
            previews:
              - name: On
                values: {isOn: true}
            """
        ])
        let run = PreviewRun([specs.file("Row.yaml"), "--preview", "On", "--size", "12x1", "--tap", "Wi-Fi"])
        #expect(run.exitCode == .success)
        #expect(run.lines.first == "Wi-Fi    [x]")
        #expect(
            run.error
                == "specui: note: the view's bindings ('isOn') are constants in a preview, as '.constant(...)' passes "
                + "them: controls bound to them do not change\n")
        #expect(PreviewRun([specs.file("Row.yaml"), "--preview", "On", "--size", "12x1"]).error == "")
        // A live preview says so before it starts (here it then stops: the test's streams are no terminal).
        let live = PreviewRun([specs.file("Row.yaml"), "--preview", "On"], terminal: true)
        #expect(live.error.hasPrefix("specui: note: the view's bindings ('isOn') are constants in a preview"))
    }

    @Test func aSpecWithoutErrorsInAUnitWithErrorsIsToldWhyItIsNotShown() throws {
        let specs = try TemporarySpecs([
            "Good.yaml": "view: Good\nbody:\n  - Text: \"hi\"\n",
            "Bad.yaml": "view: Bad\nbody:\n  - Txt: \"hi\"\n",
        ])
        let run = PreviewRun([specs.file("Good.yaml")])
        #expect(run.exitCode == .specErrors)
        #expect(run.errorLines.first?.hasPrefix("\(specs.file("Bad.yaml")):3:5: error: unknown view 'Txt'") == true)
        #expect(
            run.errorLines.last
                == "specui: note: '\(specs.file("Good.yaml"))' has no error, but it is checked with every spec of "
                + "'\(specs.path)', and a unit with an error is not shown; fix it, or give '--specs' a folder of only the "
                + "specs it uses")
    }

    /// `check` reads a unit's specs in path order; so does `preview`, whichever spec it shows, so that a name
    /// declared twice is reported where `check` reports it.
    @Test func aNameDeclaredInTwoSpecsIsReportedWhereCheckReportsIt() throws {
        let types = "types:\n  Mood: [happy, sad]\nbody:\n  - Text: \"hi\"\n"
        let specs = try TemporarySpecs(["A.yaml": "view: A\n" + types, "B.yaml": "view: B\n" + types])
        for shown in ["A.yaml", "B.yaml"] {
            let run = PreviewRun([specs.file(shown)])
            #expect(run.exitCode == .specErrors)
            #expect(
                run.errorLines.first
                    == "\(specs.file("B.yaml")):3:3: error: type 'Mood' is already declared in this unit [duplicate-name]"
            )
            #expect(run.errorLines.contains("\(specs.file("A.yaml")):3:3: note: 'Mood' is first declared here"))
        }
    }

    @Test func aSpecDeclaredAgainInTheSpecsDirectoryGetsNoNoteThatItHasNoError() throws {
        let specs = try TemporarySpecs([
            "Hello.yaml": "view: Hello\nbody:\n  - Text: \"hi\"\n",
            "dir/Hello.yaml": "view: Hello\nbody:\n  - Text: \"hi\"\n",
        ])
        let run = PreviewRun([specs.file("Hello.yaml"), "--specs", specs.file("dir")])
        #expect(run.exitCode == .specErrors)
        #expect(
            run.errorLines.first
                == "\(specs.file("dir/Hello.yaml")):1:7: error: view 'Hello' is already declared in this unit "
                + "[duplicate-name]")
        #expect(run.errorLines.contains("\(specs.file("Hello.yaml")):1:7: note: 'Hello' is first declared here"))
        #expect(!run.error.contains("has no error"))
    }
}
