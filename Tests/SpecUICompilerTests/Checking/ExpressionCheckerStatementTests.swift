import SpecUICompiler
import Testing

@Suite struct ExpressionCheckerStatementTests {
    typealias Fixture = CheckerFixture

    @Test(arguments: [
        "count += 1",
        "count -= 2",
        "count = count * 2",
        "ratio += 1",
        "draft += \"!\"",
        "draft = \"\"",
        "nickname = nil",
        "nickname = draft",
        "status = .loaded",
        "isOn = !isOn",
        "isReady.toggle()",
        "isOn.toggle()",
        "todos.append(Todo(id: count, title: draft, done: false))",
        "todos.insert(Todo(id: 1, title: \"a\", done: true), at: 0)",
        "todos.remove(at: 0)",
        "todos.remove(at: count - 1)",
        "todos.remove(at: 2 - 1)",
        "todos.removeAll()",
        "todos.removeAll(where: done)",
        "todos.remove(id: 3)",
        "todos = []",
    ])
    func acceptsValidStatements(source: String) {
        #expect(Fixture.statement(source).diagnostics == [])
    }

    @Test func typesTheTargetAndValue() throws {
        let statement = try #require(Fixture.statement("ratio += 1").tree)
        guard case .assign(let target, .addAssign, let value) = statement.kind else {
            Issue.record("expected an assignment")
            return
        }
        #expect(target.type == .double)
        #expect(value.type == .double)
        #expect(statement.changedName == "ratio")
        #expect(statement.referencedNames == ["ratio"])
    }

    @Test func changesRowsOfABindingForEach() {
        let checker = Fixture.inLoop(binding: true)
        #expect(Fixture.statement("todo.done.toggle()", checker: checker).diagnostics == [])
        #expect(Fixture.statement("todo.title = \"x\"", checker: checker).diagnostics == [])
    }

    @Test func namesOnlyWhatIsReadInRemoveAllWhere() throws {
        let statement = try #require(Fixture.statement("todos.removeAll(where: done)").tree)
        #expect(statement.referencedNames == ["todos"])
        #expect(statement.changedName == "todos")
    }

    @Test(arguments: [
        (
            "1️⃣name = \"x\"", "cannot assign to 'name': it is a prop; only state and bindings can change",
            "assignment-to-constant"
        ),
        (
            "1️⃣layoutDirection = .leftToRight",
            "cannot assign to 'layoutDirection': it is an environment value; only state and bindings can change",
            "assignment-to-constant"
        ),
        (
            "1️⃣name.count = 3", "cannot assign to 'name.count': 'name' is a prop; only state and bindings can change",
            "assignment-to-constant"
        ),
        ("1️⃣draft.count = 3", "'count' of 'String' is read-only", "assignment-to-constant"),
        ("1️⃣cuont += 1", "cannot find 'cuont' in scope; did you mean 'count'?", "unknown-name"),
        // Reported as it is read, the target is not also told it cannot be assigned to.
        (
            "1️⃣Status.loaded = .failed",
            "cannot find 'Status' in scope; the spec writes a case of 'Status' without its type, as '.loaded' where a "
                + "'Status' is expected",
            "unknown-name"
        ),
        ("count = 1️⃣\"x\"", "cannot use '\"x\"' of type 'String' where 'Int' is expected", "type-mismatch"),
        ("1️⃣draft -= \"x\"", "'-=' needs an Int or a Double, but 'draft' is 'String'", "operator-type"),
        ("1️⃣isReady += 1", "'+=' needs an Int, a Double or a String, but 'isReady' is 'Bool'", "operator-type"),
        (
            "1️⃣todos += []",
            "'+=' needs an Int, a Double or a String, but 'todos' is '[Todo]'; use 'todos.append(e)'",
            "operator-type"
        ),
        ("count += 1️⃣ratio", "cannot use 'ratio' of type 'Double' where 'Int' is expected", "type-mismatch"),
        (
            "isReady.1️⃣togle()", "'isReady' of type 'Bool' has no method 'togle'; did you mean 'toggle'?",
            "unknown-method"
        ),
        ("todos.1️⃣apend(x)", "'todos' of type '[Todo]' has no method 'apend'; did you mean 'append'?", "unknown-method"),
        (
            "count.1️⃣toggle()",
            "cannot call 'toggle' on 'count' of type 'Int'; statements call 'toggle()' on a Bool and 'append', 'insert', 'remove' or 'removeAll' on an array",
            "unknown-method"
        ),
        ("1️⃣todos.insert(x)", "wrong arguments for 'insert'; write 'insert(e, at: i)'", "wrong-arguments"),
        (
            "1️⃣todos.remove(x)", "wrong arguments for 'remove'; write 'remove(at: i)' or 'remove(id: e)'",
            "wrong-arguments"
        ),
        ("1️⃣isReady.toggle(true)", "wrong arguments for 'toggle'; write 'toggle()'", "wrong-arguments"),
        ("todos.append(1️⃣count)", "cannot use 'count' of type 'Int' where 'Todo' is expected", "type-mismatch"),
        ("todos.remove(at: 1️⃣draft)", "cannot use 'draft' of type 'String' where 'Int' is expected", "type-mismatch"),
        (
            "todos.remove(at: 1️⃣-1)",
            "the index of 'remove(at: i)' counts from 0; -1 is out of range, and Swift traps on it at run time",
            "index-out-of-range"
        ),
        (
            "todos.insert(Todo(id: 1, title: \"a\", done: true), at: 1️⃣0 - 2)",
            "the index of 'insert(e, at: i)' counts from 0; -2 is out of range, and Swift traps on it at run time",
            "index-out-of-range"
        ),
        ("todos.remove(id: 1️⃣draft)", "cannot use 'draft' of type 'String' where 'Int' is expected", "type-mismatch"),
        (
            "tags.1️⃣remove(id: 1)", "'remove(id:)' needs elements with an 'id' field, but 'Tag' has none",
            "not-identifiable"
        ),
        (
            "todos.removeAll(where: 1️⃣title)",
            "field 'title' of 'Todo' is not a Bool; 'removeAll(where:)' removes elements whose Bool field is true",
            "wrong-arguments"
        ),
        (
            "todos.removeAll(where: 1️⃣dne)",
            "'removeAll(where:)' takes the name of a Bool field of 'Todo' ('done'); did you mean 'done'?",
            "wrong-arguments"
        ),
        (
            "1️⃣items.removeAll(where: x)",
            "cannot change 'items': it is a prop; only state and bindings can change",
            "assignment-to-constant"
        ),
    ])
    func reportsStatementErrors(marked: String, message: String, code: String) {
        #expect(
            Fixture.statement(MarkedText(marked).text).diagnostics == [Fixture.expected(marked, message, code: code)])
    }

    @Test func refusesToChangeRowsOfAValueForEach() {
        let marked = "1️⃣todo.done = true"
        let diagnostics = Fixture.statement(MarkedText(marked).text, checker: Fixture.inLoop(binding: false))
            .diagnostics
        #expect(
            diagnostics == [
                Fixture.expected(
                    marked,
                    "cannot assign to 'todo.done': 'todo' is the loop variable of a ForEach over values; "
                        + "write 'ForEach: $collection' to change rows",
                    code: "assignment-to-constant")
            ])
    }
}
