import SpecUICompiler
import Testing

@Suite struct ExpressionCheckerBindingTests {
    typealias Fixture = CheckerFixture

    @Test func typesBindingsWithTheValueType() {
        #expect(Fixture.binding("$isOn", expected: .bool) == (.bool, []))
        #expect(Fixture.binding("$draft", expected: .string) == (.string, []))
        #expect(Fixture.binding("$count", expected: nil) == (.int, []))
        let rows = Fixture.inLoop(binding: true)
        #expect(Fixture.binding("$todo.done", expected: .bool, checker: rows) == (.bool, []))
        #expect(Fixture.binding("$todo", expected: nil, checker: rows) == (.named("Todo"), []))
    }

    @Test(arguments: [
        ("1️⃣isOn", "expected a binding; write '$isOn' to pass 'isOn' as a binding", "expected-binding"),
        ("1️⃣!isOn", "expected a binding such as '$flag'", "expected-binding"),
        (
            "1️⃣$name", "cannot make a binding to 'name': 'name' is a prop; only state and bindings can change",
            "binding-to-constant"
        ),
        ("1️⃣$draft", "binding '$draft' has type 'String', but a binding to 'Bool' is expected", "type-mismatch"),
        ("$1️⃣isOnn", "cannot find 'isOnn' in scope; did you mean 'isOn'?", "unknown-name"),
        ("1️⃣$draft.isEmpty", "'isEmpty' of 'String' is read-only", "binding-to-constant"),
    ])
    func reportsBindingErrors(marked: String, message: String, code: String) {
        let result = Fixture.binding(MarkedText(marked).text, expected: .bool)
        #expect(result.type == nil)
        #expect(result.diagnostics == [Fixture.expected(marked, message, code: code)])
    }

    @Test func refusesBindingsToRowsOfAValueForEach() {
        let marked = "1️⃣$todo.done"
        let result = Fixture.binding(MarkedText(marked).text, expected: .bool, checker: Fixture.inLoop(binding: false))
        #expect(
            result.diagnostics == [
                Fixture.expected(
                    marked,
                    "cannot make a binding to 'todo.done': 'todo' is the loop variable of a ForEach over values; "
                        + "write 'ForEach: $collection' to change rows",
                    code: "binding-to-constant")
            ])
    }

    @Test func acceptsScalarsAndEnumsInTemplates() {
        #expect(Fixture.template("{count} {ratio} {isReady} {draft} {status} {name.uppercased()}") == [])
    }

    @Test(arguments: [
        (
            "Hi {1️⃣nickname}",
            "warning: string interpolation produces a debug description for an optional value; use '??' to give 'nickname' a default",
            "optional-interpolation"
        ),
        (
            "{1️⃣todos}", "cannot interpolate 'todos' of type '[Todo]'; interpolate one of its values or its 'count'",
            "interpolation-type"
        ),
        ("{1️⃣cuont}", "cannot find 'cuont' in scope; did you mean 'count'?", "unknown-name"),
    ])
    func reportsTemplateInterpolationProblems(marked: String, message: String, code: String) {
        #expect(Fixture.template(MarkedText(marked).text) == [Fixture.expected(marked, message, code: code)])
    }
}
