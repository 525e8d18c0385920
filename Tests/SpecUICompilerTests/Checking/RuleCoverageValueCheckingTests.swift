import SpecUICompiler
import Testing

/// The rules on values, expressions and statements that other suites pin down only on a bare expression, or only by
/// code and place, broken once each in a spec, with the message `specui check` gives.
@Suite struct RuleCoverageValueCheckingTests {
    static let rules: [BrokenRule] = [
        BrokenRule(
            rule: "a preview is named",
            marked: """
                view: Main
                state:
                  n: 0
                body:
                  - Text: "{n}"
                previews:
                  - 1️⃣values: {n: 1}
                """,
            expected: [(1, "error: a preview needs a 'name' [missing-key]")]),
        BrokenRule(
            rule: "a VStack aligns its children leading, center or trailing",
            marked: """
                view: Main
                body:
                  - VStack: []
                    alignment: 1️⃣top
                """,
            expected: [
                (1, "error: unknown VStack alignment 'top'; expected leading, center or trailing [unknown-alignment]")
            ]),
        BrokenRule(
            rule: "if takes a Bool, opacity a Double, cornerRadius an Int and isOn a binding to a Bool",
            marked: """
                view: Main
                state:
                  n: 0
                  on: false
                body:
                  - if: 1️⃣n
                    then:
                      - Text: "{on}"
                        opacity: 2️⃣on
                        cornerRadius: 3️⃣0.5
                  - Toggle: "t"
                    isOn: 4️⃣$n
                """,
            expected: [
                (1, "error: cannot use 'n' of type 'Int' where 'Bool' is expected [type-mismatch]"),
                (2, "error: cannot use 'on' of type 'Bool' where 'Double' is expected [type-mismatch]"),
                (3, "error: cannot use '0.5' of type 'Double' where 'Int' is expected [type-mismatch]"),
                (4, "error: binding '$n' has type 'Int', but a binding to 'Bool' is expected [type-mismatch]"),
            ]),
        BrokenRule(
            rule: "a range goes only in Stepper's 'in'",
            marked: """
                view: Main
                state:
                  n: 0
                body:
                  - Text: "{n}"
                    opacity: 1️⃣0...1
                """,
            expected: [
                (
                    1,
                    "error: a range is only allowed as Stepper's 'in' argument, such as '0...10' [range-not-allowed]"
                )
            ]),
        BrokenRule(
            rule: "a prop that is no String takes an expression of its type",
            marked: """
                view: Main
                state:
                  n: 0
                body:
                  - Child:
                      v: 1️⃣n > 1
                """,
            expected: [(1, "error: cannot use this expression of type 'Bool' where 'Int' is expected [type-mismatch]")],
            others: [("Specs/Child.yaml", "view: Child\nprops:\n  v: Int\nbody:\n  - Text: \"{v}\"\n")]),
        BrokenRule(
            rule: "a ProgressView's value is a Double",
            marked: """
                view: Main
                state:
                  n: 0
                body:
                  - ProgressView: "p"
                    value: 1️⃣n
                """,
            expected: [(1, "error: cannot use 'n' of type 'Int' where 'Double' is expected [type-mismatch]")]),
        BrokenRule(
            rule: "a Stepper's 'in' is a range",
            marked: """
                view: Main
                state:
                  n: 0
                body:
                  - Stepper: "s"
                    value: $n
                    in: 1️⃣5
                """,
            expected: [
                (
                    1,
                    "error: expected a range of 'Int' such as '0...10'; found a value of type 'Int' [type-mismatch]"
                )
            ]),
        BrokenRule(
            rule: "spacing, a Spacer's minLength and a padding's length are Ints",
            marked: """
                view: Main
                state:
                  n: 0
                body:
                  - VStack: []
                    spacing: 1️⃣n > 1
                  - Spacer: ~
                    minLength: 2️⃣1.5
                  - Text: "a"
                    padding: {edges: all, length: 3️⃣0.5}
                """,
            expected: [
                (1, "error: cannot use this expression of type 'Bool' where 'Int' is expected [type-mismatch]"),
                (2, "error: cannot use '1.5' of type 'Double' where 'Int' is expected [type-mismatch]"),
                (3, "error: cannot use '0.5' of type 'Double' where 'Int' is expected [type-mismatch]"),
            ]),
        BrokenRule(
            rule: "onChange names what it watches",
            marked: """
                view: Main
                state:
                  n: 0
                body:
                  - Text: "{n}"
                    1️⃣onChange:
                      action: n = 1
                """,
            expected: [(1, "error: 'onChange' needs 'of' [missing-argument]")]),
        BrokenRule(
            rule: "a string literal allows only its own escapes",
            marked: """
                view: Main
                body:
                  - Text: '{"a1️⃣\\qb"}'
                """,
            expected: [
                (
                    1,
                    "error: unknown escape sequence '\\q'; a string literal allows \\\" \\\\ \\n \\t and \\u{...} "
                        + "[invalid-escape]"
                )
            ]),
        BrokenRule(
            rule: "nil goes only where an optional is expected",
            marked: """
                view: Main
                state:
                  n: 0
                body:
                  - Text: "{n}"
                    disabled: n == 1️⃣nil
                """,
            expected: [
                (
                    1,
                    "error: 'nil' cannot be used where 'Int' is expected; only an optional can be nil "
                        + "[nil-without-optional]"
                )
            ]),
        BrokenRule(
            rule: "an enum case without its type and an empty array need a type from context",
            marked: """
                view: Main
                body:
                  - Text: "{1️⃣.loaded} {2️⃣[].count}"
                """,
            expected: [
                (
                    1,
                    "error: cannot tell which enum '.loaded' belongs to; compare it with a value of that enum "
                        + "[enum-case-without-context]"
                ),
                (2, "error: an empty array '[]' needs a type from context [empty-array-without-context]"),
            ]),
        BrokenRule(
            rule: "an empty array where a value that is no array is expected is a mismatch, not a missing context",
            marked: """
                view: Main
                state:
                  n: 0
                body:
                  - Button: "{n}"
                    action: n = 1️⃣[]
                """,
            expected: [(1, "error: cannot use an empty array '[]' where 'Int' is expected [type-mismatch]")]),
        BrokenRule(
            rule: "a template interpolates a value that is no array, and warns of an optional",
            marked: """
                view: Main
                state:
                  xs: [1]
                  o: {type: "Int?", initial: null}
                body:
                  - Text: "{1️⃣xs} {2️⃣o}"
                """,
            expected: [
                (
                    1,
                    "error: cannot interpolate 'xs' of type '[Int]'; interpolate one of its values or its 'count' "
                        + "[interpolation-type]"
                ),
                (
                    2,
                    "warning: string interpolation produces a debug description for an optional value; use '??' to "
                        + "give 'o' a default [optional-interpolation]"
                ),
            ]),
        BrokenRule(
            rule: "'??' on a value that is no optional warns, and an expression calls no function",
            marked: """
                view: Main
                state:
                  n: 0
                body:
                  - Text: "{1️⃣n ?? 1} {2️⃣max(n, 1)}"
                """,
            expected: [
                (
                    1,
                    "warning: left side of '??' has non-optional type 'Int', so the right side is never used "
                        + "[non-optional-coalescing]"
                ),
                (
                    2,
                    "error: 'max(...)' is not a record construction; expressions cannot call functions [not-a-record]"
                ),
            ]),
        BrokenRule(
            rule: "an expression has no subscripts, and comparisons do not chain",
            marked: """
                view: Main
                state:
                  xs: [1]
                body:
                  - Text: "{xs1️⃣[0]}"
                    disabled: 0 < xs.count 2️⃣< 5
                """,
            expected: [
                (
                    1,
                    "error: subscripts are not supported; read whole values, or use ForEach over a collection "
                        + "[unsupported-syntax]"
                ),
                (
                    2,
                    "error: '<' and '<' cannot be chained (Comparison operators are non-associative); join two "
                        + "comparisons with '&&', as in 'a < b && b < c' [non-associative-operator]"
                ),
            ]),
        BrokenRule(
            rule: "a template's interpolation holds an expression",
            marked: """
                view: Main
                body:
                  - Text: "a 1️⃣{} b"
                """,
            expected: [(1, "error: empty interpolation '{}'; write '{{}}' for literal braces [empty-interpolation]")]),
        BrokenRule(
            rule: "a binding reaches state or a binding",
            marked: """
                view: Main
                props:
                  p: Bool
                body:
                  - Toggle: "t"
                    isOn: 1️⃣$p
                """,
            expected: [
                (
                    1,
                    "error: cannot make a binding to 'p': 'p' is a prop; only state and bindings can change "
                        + "[binding-to-constant]"
                )
            ]),
        BrokenRule(
            rule: "an environment value and a loop variable over values cannot be assigned",
            marked: """
                view: Main
                environment: [colorScheme]
                state:
                  xs: [1, 2]
                body:
                  - Text: "{colorScheme == .dark}"
                    onAppear: 1️⃣colorScheme = .light
                  - ForEach: xs
                    id: self
                    as: x
                    content:
                      - Button: "{x}"
                        action: 2️⃣x = 1
                """,
            expected: [
                (
                    1,
                    "error: cannot assign to 'colorScheme': it is an environment value; only state and bindings can "
                        + "change [assignment-to-constant]"
                ),
                (
                    2,
                    "error: cannot assign to 'x': it is the loop variable of a ForEach over values; write "
                        + "'ForEach: $collection' to change rows [assignment-to-constant]"
                ),
            ]),
        BrokenRule(
            rule: "remove(id:) needs elements with an id",
            marked: """
                view: Main
                state:
                  tags: {type: "[Tag]", initial: []}
                types:
                  Tag: {name: String}
                body:
                  - Button: "{tags.count}"
                    action: "tags.1️⃣remove(id: 1)"
                """,
            expected: [
                (
                    1,
                    "error: 'remove(id:)' needs elements with an 'id' field, but 'Tag' has none [not-identifiable]"
                )
            ]),
    ]

    @Test(arguments: rules) func reportsTheBrokenRuleAtItsPlace(_ rule: BrokenRule) {
        rule.expectReported()
    }
}
