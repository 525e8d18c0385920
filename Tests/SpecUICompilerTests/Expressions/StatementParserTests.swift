import SpecUICompiler
import Testing

@Suite struct StatementParserTests {
    @Test(arguments: [
        ("count += 1", "count += 1"),
        ("count -= 2", "count -= 2"),
        ("draft = \"\"", "draft = \"\""),
        ("todo.done = !todo.done", "todo.done = (!todo.done)"),
        ("isOn.toggle()", "isOn.toggle()"),
        (
            "todos.append(Todo(id: nextID, title: draft, done: false))",
            "todos.append(Todo(id: nextID, title: draft, done: false))"
        ),
        ("todos.insert(x, at: 0)", "todos.insert(x, at: 0)"),
        ("todos.remove(at: i)", "todos.remove(at: i)"),
        ("todos.removeAll()", "todos.removeAll()"),
        ("todos.removeAll(where: done)", "todos.removeAll(where: done)"),
        ("todos.remove(id: todo.id)", "todos.remove(id: todo.id)"),
    ])
    func parsesEveryStatementForm(source: String, shape: String) {
        let result = Parse.statement(source)
        #expect(result.diagnostics == [])
        #expect(result.shape == shape)
    }

    static let forms =
        "'x = e', 'x += e', 'x -= e', 'flag.toggle()', 'list.append(e)', 'list.insert(e, at: i)', "
        + "'list.remove(at: i)', 'list.removeAll()', 'list.removeAll(where: field)' or 'list.remove(id: e)'"

    static func controlFlow(_ word: String) -> String {
        "'\(word)' is Swift's control flow, which an action does not hold; its statements are \(forms), each run in "
            + "order, and what depends on a condition goes in the view: a Button's 'disabled:', or an 'if:' node around it"
    }

    /// A name that only starts like a keyword is no keyword.
    @Test(arguments: ["iffy = 1", "letters.append(x)", "format = \"a\""])
    func aNameStartingLikeAKeywordIsAStatement(source: String) {
        #expect(Parse.statement(source).diagnostics == [])
    }

    @Test(arguments: [
        ("1️⃣print(x)", "'print(x)' is not a statement; statements are \(forms)", "invalid-statement"),
        // Swift's control flow and declarations are told as such, at their keyword, before their braces are.
        ("1️⃣if n == 0 { n += 1 }", controlFlow("if"), "invalid-statement"),
        ("1️⃣guard n > 0 else { return }", controlFlow("guard"), "invalid-statement"),
        ("  1️⃣for i in xs { n += i }", controlFlow("for"), "invalid-statement"),
        ("\t1️⃣while n < 3 { n += 1 }", controlFlow("while"), "invalid-statement"),
        (
            "1️⃣let x = n",
            "'let' declares a name, which an action does not; its statements are \(forms), and a value it keeps is a "
                + "state, declared under 'state:'", "invalid-statement"
        ),
        ("count1️⃣++", "'++' does not exist in Swift; write 'count += 1'", "invalid-statement"),
        ("count1️⃣--", "'--' does not exist in Swift; write 'count -= 1'", "invalid-statement"),
        ("1️⃣count", "'count' is not a statement; statements are \(forms)", "invalid-statement"),
        ("1️⃣todo.done", "'todo.done' is not a statement; statements are \(forms)", "invalid-statement"),
        ("flag.1️⃣toggle", "'toggle' is a method; call it as 'flag.toggle()'", "invalid-statement"),
        ("todo.tags.1️⃣removeAll", "'removeAll' is a method; call it as 'todo.tags.removeAll()'", "invalid-statement"),
        ("items.1️⃣insert", "'insert' is a method; call it as 'items.insert(e, at: i)'", "invalid-statement"),
        ("count 1️⃣== 1", "'==' compares; use '=' to assign", "invalid-statement"),
        (
            "count 1️⃣*= 2",
            "'*=' is Swift's; the language assigns with '=', '+=' and '-=' only: write 'count = count * 2'",
            "invalid-statement"
        ),
        (
            "todo.n 1️⃣%= n + 1",
            "'%=' is Swift's; the language assigns with '=', '+=' and '-=' only: write 'todo.n = todo.n % (n + 1)'",
            "invalid-statement"
        ),
        (
            "done 1️⃣&&= ready",
            "'&&=' is Swift's; the language assigns with '=', '+=' and '-=' only: write 'done = done && ready'",
            "invalid-statement"
        ),
        ("1️⃣", "expected a statement: \(forms)", "invalid-statement"),
        ("1️⃣42", "expected a statement: \(forms)", "invalid-statement"),
        (
            "1️⃣$flag = true",
            "a statement changes a value directly; drop the '$' (bindings are arguments for views)",
            "invalid-statement"
        ),
        ("count +=1️⃣ ", "expected an expression after '+='", "expected-token"),
        ("count = 1 1️⃣2", "unexpected '2' after the statement", "unexpected-token"),
        (
            "count 1️⃣* 2",
            "expected '=', '+=', '-=' or a method call in the statement, found '*'",
            "unexpected-token"
        ),
        (
            "flag.toggle() 1️⃣= true", "cannot assign to the result of a method call; assign to a name or a field",
            "invalid-statement"
        ),
    ])
    func rejectsWhatIsNotAStatement(marked: String, message: String, code: String) {
        let result = Parse.statement(MarkedText(marked).text)
        #expect(result.shape == nil)
        #expect(result.diagnostics == [Parse.error(marked, message, code: code)])
    }
}
