import SpecUICompiler
import Testing

@Suite struct TemplateParserTests {
    @Test(arguments: [
        ("Hello", "\"Hello\""),
        ("", "\"\""),
        ("العداد: {count}", "\"العداد: {count}\""),
        ("{a}{b}", "\"{a}{b}\""),
        ("{{literal}} braces", "\"{literal} braces\""),
        ("a \\n b \\", "\"a \\n b \\\""),
        ("{ count + 1 }!", "\"{(count + 1)}!\""),
        ("Hi {name.uppercased()}", "\"Hi {name.uppercased()}\""),
        ("{\"quoted {x}\"}", "\"{\"quoted {x}\"}\""),
    ])
    func parsesTextAndInterpolations(source: String, shape: String) {
        let result = Parse.template(source)
        #expect(result.diagnostics == [])
        #expect(result.shape == shape)
    }

    @Test func literalTextHasNoInterpolations() throws {
        var diagnostics: [Diagnostic] = []
        let template = try #require(ExpressionParser.parseTemplate("a {{b}}", file: "f", diagnostics: &diagnostics))
        #expect(template.literalText == "a {b}")
    }

    static func formatAfter(_ expression: String) -> String {
        "an interpolation holds one expression and no format: write '{\(expression)}', which shows the value as "
            + "Swift's interpolation does"
    }

    static let unterminatedBeforeBrace =
        "unterminated string literal: this '\"' has no closing '\"'; close the string before the '}' that ends the "
        + "interpolation"

    @Test(arguments: [
        ("Count: 1️⃣{count", "this '{' has no matching '}'; write '{{' for a literal brace", "unbalanced-brace"),
        ("Count: count1️⃣}", "unmatched '}'; write '}}' for a literal brace", "unbalanced-brace"),
        ("a 1️⃣{} b", "empty interpolation '{}'; write '{{}}' for literal braces", "empty-interpolation"),
        ("a 1️⃣{  } b", "empty interpolation '{}'; write '{{}}' for literal braces", "empty-interpolation"),
        ("{count +1️⃣}", "expected an expression after '+'", "expected-token"),
        ("Rating: {rating1️⃣:.1f}", formatAfter("rating"), "unexpected-token"),
        ("{rating1️⃣:.2}", formatAfter("rating"), "unexpected-token"),
        ("{ rating 1️⃣, specifier: \"%.1f\"}", formatAfter("rating"), "unexpected-token"),
        ("{count 1️⃣= 1}", "'=' is an assignment; use '==' to compare", "assignment-in-expression"),
        ("{1️⃣\"x}", unterminatedBeforeBrace, "unterminated-string"),
        ("Hello {name + 1️⃣\"x}", unterminatedBeforeBrace, "unterminated-string"),
        ("{\"x1️⃣} y\"}", "unmatched '}' in a string literal; write '}}' for a literal brace", "unbalanced-brace"),
        ("جاهز {عداد 1️⃣#}", "unexpected character '#'", "unexpected-character"),
    ])
    func reportsBraceAndInterpolationErrors(marked: String, message: String, code: String) {
        let result = Parse.template(MarkedText(marked).text)
        #expect(result.shape == nil)
        #expect(result.diagnostics == [Parse.error(marked, message, code: code)])
    }
}
