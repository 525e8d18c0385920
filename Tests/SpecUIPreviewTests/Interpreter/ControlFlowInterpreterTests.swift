import SpecUI
import SpecUIPreview
import Testing

@MainActor
@Suite struct ControlFlowInterpreterTests {
    @Test func switchingIfBranchesDiscardsTheOtherBranchState() throws {
        let unit = checkedUnit([
            (
                "Specs/CounterView.yaml",
                "view: CounterView\nstate:\n  count: 0\nbody:\n  - Button: \"{count}\"\n    action: count += 1\n"
            ),
            (
                "Specs/FlipView.yaml",
                """
                view: FlipView
                state:
                  showsFirst: true
                body:
                  - if: showsFirst
                    then:
                      - CounterView: {}
                    else:
                      - CounterView: {}
                  - Button: "flip"
                    action: showsFirst.toggle()
                """
            ),
        ])
        let preview = try #require(Preview(unit, view: "FlipView"))
        preview.host.tap("0")
        preview.host.tap("1")
        #expect(preview.lines == ["2", "flip"])
        preview.host.tap("flip")
        #expect(preview.lines == ["0", "flip"])
        preview.host.tap("0")
        preview.host.tap("flip")
        #expect(preview.lines == ["0", "flip"])
        #expect(
            preview.host.trace.suffix(2) == [
                "FlipView: _showsFirst changed.", "CounterView: @self, @identity, _count changed.",
            ])
    }

    @Test func switchOnAnEnumShowsTheMatchingCase() throws {
        let preview = try #require(Preview(repositoryUnit("StatusView"), view: "StatusView"))
        #expect(preview.lines.first == "<progress Loading… ->")
        preview.host.tap("finish")
        #expect(preview.lines.first == "Loaded")
        preview.host.tap("fail")
        #expect(preview.lines.prefix(2) == ["Failed after 0 retries", "Retry"])
        #expect(preview.lines.last == "You can retry")
        preview.host.tap("retry")
        #expect(preview.lines.first == "<progress Loading… ->")
    }

    @Test func aNamedPreviewSetsPropsAndState() throws {
        let preview = try #require(Preview(repositoryUnit("StatusView"), view: "StatusView", preview: "Failed"))
        #expect(
            preview.lines == ["Failed after 2 retries", "Retry", "Finish", "Fail", "2 retries so far", "You can retry"])
    }

    @Test func interpolationPrintsLikeSwift() throws {
        let unit = checkedUnit([
            ("Specs/Types.yaml", "types:\n  Status: [loading, loaded]\n"),
            (
                "Specs/Formats.yaml",
                """
                view: Formats
                props:
                  maybe: Int?
                  word: String?
                state:
                  whole: 1.0
                  half: 0.5
                  flag: true
                  status:
                    type: Status
                    initial: .loaded
                body:
                  - Text: "{whole} {half} {flag} {status} {maybe} {word} {7 / 2} {-7 % 3} {whole / 0.0}"
                """
            ),
        ])
        let none = try #require(Preview(unit, view: "Formats"))
        #expect(none.lines == ["1.0 0.5 true loaded nil nil 3 -1 inf"])
        let some = try #require(Preview(unit, view: "Formats", values: ["maybe": .int(3), "word": .string("a\"b")]))
        #expect(some.lines == [#"1.0 0.5 true loaded Optional(3) Optional("a\"b") 3 -1 inf"#])
    }

    /// An optional record or array prints as Swift's `Optional(...)` does: records qualified by their module, and the
    /// optionals inside them and inside arrays as `Optional(...)` too.
    @Test func optionalsInsideRecordsAndArraysPrintLikeSwift() throws {
        let unit = checkedUnit([
            (
                "Specs/Nested.yaml",
                """
                view: Nested
                types:
                  Mood: [calm, busy]
                  Slot: {title: String, mood: Mood, count: Int?}
                state:
                  slot: {type: "Slot?", initial: {title: "a", mood: .busy, count: 3}}
                  slots: {type: "[Slot]?", initial: [{title: "b", mood: .calm, count: null}]}
                  counts: {type: "[Int?]?", initial: [1, null]}
                body:
                  - Text: "{slot}"
                  - Text: "{slots}"
                  - Text: "{counts}"
                """
            )
        ])
        let preview = try #require(Preview(unit, view: "Nested"))
        #expect(
            preview.lines == [
                #"Optional(GeneratedScreens.Slot(title: "a", mood: GeneratedScreens.Mood.busy, count: Optional(3)))"#,
                #"Optional([GeneratedScreens.Slot(title: "b", mood: GeneratedScreens.Mood.calm, count: nil)])"#,
                "Optional([Optional(1), nil])",
            ])
    }

    @Test func integerOverflowIsReportedAndLeavesStateUnchanged() throws {
        let unit = checkedUnit([
            (
                "Specs/Big.yaml",
                """
                view: Big
                state:
                  count: 9223372036854775807
                body:
                  - Button: "{count}"
                    action: count += 1
                  - Text: "{count * 2}"
                """
            )
        ])
        let preview = try #require(Preview(unit, view: "Big"))
        preview.host.tap("9223372036854775807")
        #expect(preview.lines == ["9223372036854775807"])
        #expect(
            preview.runtimeErrors == [
                "Specs/Big.yaml:7:13: error: arithmetic overflow: 9223372036854775807 * 2 does not fit in Int [integer-overflow]",
                "Specs/Big.yaml:6:13: error: arithmetic overflow: 9223372036854775807 + 1 does not fit in Int [integer-overflow]",
            ])
    }
}
