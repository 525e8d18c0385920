import SpecUICompiler
import Testing

@Suite struct ExpressionParserTests {
    @Test(arguments: [
        ("42", "42"),
        ("0.5", "0.5"),
        ("1_000", "1000"),
        ("2.5e3", "2500.0"),
        ("-3", "-3"),
        ("-0.25", "-0.25"),
        ("-9223372036854775808", "-9223372036854775808"),
        ("-9_223_372_036_854_775_808", "-9223372036854775808"),
        ("true", "true"),
        ("false", "false"),
        ("nil", "nil"),
        (".loaded", ".loaded"),
        ("[1, 2]", "[1, 2]"),
        ("[]", "[]"),
        ("[1, 2,]", "[1, 2]"),
        ("count", "count"),
        ("عداد", "عداد"),
        ("todo.title", "todo.title"),
        ("todos.count", "todos.count"),
        ("name.uppercased()", "name.uppercased()"),
        ("$isOn", "$isOn"),
        ("$todo.done", "$todo.done"),
        ("Todo(id: 3, title: \"x\", done: false)", "Todo(id: 3, title: \"x\", done: false)"),
        ("\"Hi {name}!\"", "\"Hi {name}!\""),
        ("\"a\\\"b\\\\c\\n\\t\\u{1F600}\"", "\"a\"b\\c\n\t😀\""),
        ("\"{{x}}\"", "\"{x}\""),
        ("\"{ \"inner {n}\" }\"", "\"{\"inner {n}\"}\""),
        ("(count)", "(count)"),
    ])
    func parsesEveryPrimaryForm(source: String, shape: String) {
        let result = Parse.expression(source)
        #expect(result.diagnostics == [])
        #expect(result.shape == shape)
    }

    @Test(arguments: [
        ("1 + 2 * 3", "(1 + (2 * 3))"),
        ("1 * 2 + 3", "((1 * 2) + 3)"),
        ("a - b - c", "((a - b) - c)"),
        ("a / b % c", "((a / b) % c)"),
        ("0...n + 1", "(0...(n + 1))"),
        ("0..<10", "(0..<10)"),
        ("a + 1 == b * 2", "((a + 1) == (b * 2))"),
        ("a < b && c >= d", "((a < b) && (c >= d))"),
        ("a != b || c <= d && e > f", "((a != b) || ((c <= d) && (e > f)))"),
        ("name ?? \"\" == \"\"", "((name ?? \"\") == \"\")"),
        ("a ?? b ?? c", "(a ?? (b ?? c))"),
        ("a || b ? 1 : 2", "((a || b) ? 1 : 2)"),
        ("a ? b : c ? d : e", "(a ? b : (c ? d : e))"),
        ("!a && b", "((!a) && b)"),
        ("-x * y", "((-x) * y)"),
        ("- 3", "(-3)"),
        ("!todo.done", "(!todo.done)"),
        ("(a + b) * c", "(((a + b)) * c)"),
        ("loading ? 1.0 : 0.5", "(loading ? 1.0 : 0.5)"),
    ])
    func appliesSwiftPrecedence(source: String, shape: String) {
        let result = Parse.expression(source)
        #expect(result.diagnostics == [])
        #expect(result.shape == shape)
    }

    @Test func recordsExactRangesOfNodes() throws {
        var diagnostics: [Diagnostic] = []
        let marked = MarkedText("1️⃣count 2️⃣+ 3️⃣todos.4️⃣count5️⃣")
        let expression = try #require(
            ExpressionParser.parseExpression(marked.text, file: "a.yaml", diagnostics: &diagnostics))
        #expect(expression.range == SourceRange(start: marked[1], end: marked[5]))
        guard case .binary(.add, let lhs, let rhs) = expression.kind, case .member(_, let member) = rhs.kind else {
            Issue.record("expected count + todos.count, got \(ParsedShape.of(expression))")
            return
        }
        #expect(
            lhs.range
                == SourceRange(start: marked[1], end: marked[2]).with(
                    end: SpecUICompiler.SourceLocation(line: 1, column: 6)))
        #expect(rhs.range == SourceRange(start: marked[3], end: marked[5]))
        #expect(member.range == SourceRange(start: marked[4], end: marked[5]))
    }

    @Test func placesExpressionsAtTheGivenStart() throws {
        var diagnostics: [Diagnostic] = []
        let expression = try #require(
            ExpressionParser.parseExpression(
                "a\n  + b", file: "a.yaml", start: SpecUICompiler.SourceLocation(line: 4, column: 9),
                diagnostics: &diagnostics))
        guard case .binary(_, _, let rhs) = expression.kind else { return }
        #expect(rhs.range.start == SpecUICompiler.SourceLocation(line: 5, column: 5))
    }

    @Test(arguments: [
        ("1️⃣", "expected an expression", "expected-expression"),
        ("count +1️⃣ ", "expected an expression after '+'", "expected-token"),
        ("count + 1️⃣)", "expected an expression after '+', found ')'", "unexpected-token"),
        ("count 1️⃣1", "unexpected '1' after the expression", "unexpected-token"),
        ("count 1️⃣= 1", "'=' is an assignment; use '==' to compare", "assignment-in-expression"),
        ("(a 1️⃣= b)", "'=' is an assignment; use '==' to compare", "assignment-in-expression"),
        ("a 1️⃣!== b", "'!==' is JavaScript's strict comparison; Swift compares with '!='", "unexpected-token"),
        ("a 1️⃣=== b", "'===' is JavaScript's strict comparison; Swift compares with '=='", "unexpected-token"),
        (
            "count 1️⃣+= 1",
            "'+=' changes a value; it can only start an action statement, not appear in an expression",
            "assignment-in-expression"
        ),
        ("1️⃣\"abc", "unterminated string literal: this '\"' has no closing '\"'", "unterminated-string"),
        ("1️⃣\"abc}", "unterminated string literal: this '\"' has no closing '\"'", "unterminated-string"),
        (
            "\"a1️⃣\\qb\"",
            "unknown escape sequence '\\q'; a string literal allows \\\" \\\\ \\n \\t and \\u{...}",
            "invalid-escape"
        ),
        ("\"1️⃣\\u{D800}\"", "'\\u{D800}' is not a valid Unicode scalar", "invalid-escape"),
        ("\"1️⃣\\u12\"", "expected hexadecimal digits in braces after '\\u', as in '\\u{1F600}'", "invalid-escape"),
        ("\"a 1️⃣{b\"", "unterminated interpolation: this '{' has no matching '}'", "unbalanced-brace"),
        ("\"a 1️⃣{}\"", "empty interpolation '{}'; write '{{}}' for literal braces", "empty-interpolation"),
        ("\"a 1️⃣} b\"", "unmatched '}' in a string literal; write '}}' for a literal brace", "unbalanced-brace"),
        ("\"{a 1️⃣b}\"", "unexpected 'b' after the interpolated expression", "unexpected-token"),
        ("1️⃣99999999999999999999", "integer literal '99999999999999999999' overflows Int", "number-overflow"),
        ("1️⃣9223372036854775808", "integer literal '9223372036854775808' overflows Int", "number-overflow"),
        ("n -1️⃣9223372036854775808", "integer literal '9223372036854775808' overflows Int", "number-overflow"),
        ("- 1️⃣9223372036854775808", "integer literal '9223372036854775808' overflows Int", "number-overflow"),
        ("1️⃣- -9223372036854775808", "negating -9223372036854775808 overflows Int", "number-overflow"),
        ("1️⃣1e999", "floating-point literal '1e999' overflows Double", "number-overflow"),
        ("31️⃣abc", "'a' is not a valid digit in an integer literal", "invalid-number"),
        ("1 + 1️⃣0x1F", "hexadecimal literals are not part of expressions; write 31", "invalid-number"),
        ("1️⃣0b101", "binary literals are not part of expressions; write 5", "invalid-number"),
        ("1️⃣0x1p3", "hexadecimal literals are not part of expressions", "invalid-number"),
        ("1️⃣1e", "an exponent needs digits after 'e', as in '1e3'", "invalid-number"),
        (
            "161️⃣px",
            "'p' is not a valid digit in an integer literal; a length is a number, written without a "
                + "unit: write 16", "invalid-number"
        ),
        (
            "501️⃣%",
            "expected an expression after '%'; the spec writes no percentage: a fraction, 0.5, where one goes "
                + "(opacity, a ProgressView's value), a number of cells for a length", "expected-token"
        ),
        (
            "1001️⃣%",
            "expected an expression after '%'; the spec writes no percentage: a fraction, 1, where one goes "
                + "(opacity, a ProgressView's value), a number of cells for a length, and a frame's whole width or "
                + "height is 'infinity'", "expected-token"
        ),
        ("a 1️⃣@ b", "unexpected character '@'", "unexpected-character"),
        ("count 1️⃣<< 2", "'<<' is Swift's bit shift, which the language has not", "unexpected-token"),
        ("count 1️⃣** 2", "'**' is a power operator, which the language has not", "unexpected-token"),
        (
            "todos.removeAll(where: 1️⃣\\.done)",
            "unexpected character '\\'; a condition on each element is written as the name of its Bool field: write "
                + "'done', as in 'removeAll(where: done)'", "unexpected-character"
        ),
        (
            "flags.removeAll(where: 1️⃣\\.self)",
            "unexpected character '\\'; 'removeAll(where:)' takes the name of a Bool field of each element, which the "
                + "element itself is not: it removes the records whose field is true", "unexpected-character"
        ),
        (
            "todos.removeAll 1️⃣{ $0.done }",
            "unexpected character '{'; braces only appear inside string literals and templates; a condition on each "
                + "element is written as the name of its Bool field: write 'done', as in 'removeAll(where: done)'",
            "unexpected-character"
        ),
        (
            "todos.filter 1️⃣{ $0.done }",
            "unexpected character '{': closures are not part of the language; a spec does not filter or reorder a "
                + "collection: to show some of its elements, put an 'if' on each inside the ForEach, and keep the "
                + "array in the order to show",
            "unexpected-character"
        ),
        (
            "todos.sorted(by: 1️⃣{ $0.id < $1.id })",
            "unexpected character '{': closures are not part of the language; a spec does not filter or reorder a "
                + "collection: to show some of its elements, put an 'if' on each inside the ForEach, and keep the "
                + "array in the order to show",
            "unexpected-character"
        ),
        (
            "todos.count 1️⃣{", "unexpected character '{'; braces only appear inside string literals and templates",
            "unexpected-character"
        ),
        ("a 1️⃣& b", "unexpected character '&'; did you mean '&&'?", "unexpected-character"),
        (
            "1️⃣~",
            "unexpected character '~'; '~' is YAML's null, a literal's word: an expression writes no value as 'nil'",
            "unexpected-character"
        ),
        ("1️⃣'x'", "unexpected character '''; string literals use double quotes", "unexpected-character"),
        ("1️⃣$", "expected a name after '$', as in '$flag'", "expected-expression"),
        (".1️⃣", "expected a case name after '.', as in '.loaded'", "expected-token"),
        (
            "1️⃣.constant(true)",
            "'.constant(...)' is SwiftUI's constant binding, which the language does not have: declare a state and "
                + "bind it with '$name'",
            "unexpected-token"
        ),
        (
            "a == .loaded1️⃣(3)", "an enum case carries no values and takes no arguments: write '.loaded' alone",
            "unexpected-token"
        ),
        (
            "11️⃣..10", "'..' is no operator; write '...' for a closed range or '..<' for a half-open one",
            "unexpected-token"
        ),
        (
            "low1️⃣..high", "'..' is no operator; write '...' for a closed range or '..<' for a half-open one",
            "unexpected-token"
        ),
        ("a ? b 1️⃣c", "expected ':' after the '?' branch of the conditional, found 'c'", "unexpected-token"),
        (
            "a < b 1️⃣< c",
            "'<' and '<' cannot be chained (Comparison operators are non-associative); join two comparisons with "
                + "'&&', as in 'a < b && b < c'",
            "non-associative-operator"
        ),
        ("ready 1️⃣and done", "unexpected 'and' after the expression; write '&&'", "unexpected-token"),
        (
            " 1️⃣let sel",
            "'let sel' is Swift's optional binding, which the language does not have: test 'sel != nil', "
                + "and where its value is used read it with 'sel ?? ...'",
            "unsupported-syntax"
        ),
        (
            "1️⃣var s = sel",
            "'var s' is Swift's optional binding, which the language does not have: test 'sel != nil', "
                + "and where its value is used read it with 'sel ?? ...'",
            "unsupported-syntax"
        ),
        ("(a + b1️⃣", "expected ')'", "expected-token"),
        ("[1, 2 1️⃣3]", "expected ',' or ']' in the array, found '3'", "unexpected-token"),
        ("Todo(id: 1 1️⃣title: 2)", "expected ',' or ')' in the arguments, found 'title'", "unexpected-token"),
        (
            "name1️⃣!", "force unwrapping with '!' is not supported; use '??' to give a default value",
            "unsupported-syntax"
        ),
        (
            "name1️⃣?.count",
            "optional chaining with '?.' is not supported; use '??' to give a default value first",
            "unsupported-syntax"
        ),
        (
            "todos1️⃣[0]",
            "subscripts are not supported; read whole values, or use ForEach over a collection",
            "unsupported-syntax"
        ),
    ])
    func reportsSyntaxErrorsAtTheirColumn(marked: String, message: String, code: String) {
        let result = Parse.expression(MarkedText(marked).text)
        #expect(result.shape == nil)
        #expect(result.diagnostics == [Parse.error(marked, message, code: code)])
    }
}

extension SourceRange {
    fileprivate func with(end: SpecUICompiler.SourceLocation) -> SourceRange { SourceRange(start: start, end: end) }
}
