/// Reads scalars in expression, statement and template positions (SPEC-LANGUAGE §3–§5).
///
/// Each function reports at most one syntax error, at the exact column inside
/// the scalar, and returns nil when it did.
package enum ExpressionParser {
    package static func parseExpression(
        _ scalar: YAMLScalar, file: String, diagnostics: inout [Diagnostic]
    ) -> Expression? {
        ScalarSource.reading(scalar, file: file) { expression(in: $0, diagnostics: &diagnostics) }
    }

    package static func parseTemplate(
        _ scalar: YAMLScalar, file: String, diagnostics: inout [Diagnostic]
    ) -> Template? {
        if plainTextLength(scalar.value) != nil {
            // No braces: the whole value is literal text, with nothing to lex.
            return Template(parts: [.text(scalar.value)], range: scalar.valueRange())
        }
        return ScalarSource.reading(scalar, file: file) { template(in: $0, diagnostics: &diagnostics) }
    }

    /// The length in Unicode scalars of text without `{` or `}`; nil for any other text.
    private static func plainTextLength(_ text: String) -> Int? {
        let length = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var count = 0
            for byte in bytes {
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return nil }
                // Every scalar has exactly one byte that is not a UTF-8 continuation byte.
                if byte & 0xC0 != 0x80 { count += 1 }
            }
            return count
        }
        return length ?? nil
    }

    package static func parseStatement(
        _ scalar: YAMLScalar, file: String, diagnostics: inout [Diagnostic]
    ) -> Statement? {
        ScalarSource.reading(scalar, file: file) { statement(in: $0, diagnostics: &diagnostics) }
    }

    /// Parses `text` written at `start` in `file` (line breaks in `text` start new lines).
    package static func parseExpression(
        _ text: String, file: String, start: SourceLocation = SourceLocation(line: 1, column: 1),
        diagnostics: inout [Diagnostic]
    ) -> Expression? {
        ScalarSource.reading(text, file: file, start: start) { expression(in: $0, diagnostics: &diagnostics) }
    }

    /// Parses `text` written at `start` in `file` as a template.
    package static func parseTemplate(
        _ text: String, file: String, start: SourceLocation = SourceLocation(line: 1, column: 1),
        diagnostics: inout [Diagnostic]
    ) -> Template? {
        ScalarSource.reading(text, file: file, start: start) { template(in: $0, diagnostics: &diagnostics) }
    }

    /// Parses `text` written at `start` in `file` as a statement.
    package static func parseStatement(
        _ text: String, file: String, start: SourceLocation = SourceLocation(line: 1, column: 1),
        diagnostics: inout [Diagnostic]
    ) -> Statement? {
        ScalarSource.reading(text, file: file, start: start) { statement(in: $0, diagnostics: &diagnostics) }
    }

    static let emptyExpression = "expected an expression"

    private static func expression(in source: ScalarSource, diagnostics: inout [Diagnostic]) -> Expression? {
        guard var parser = parser(for: source, diagnostics: &diagnostics) else { return nil }
        if parser.current.isEnd {
            diagnostics.append(source.error("expected-expression", emptyExpression, at: 0..<0))
            return nil
        }
        if let expression = parser.expression(), parser.expectEnd(after: "expression") { return expression }
        diagnostics.append(contentsOf: parser.diagnostic.map { [$0] } ?? [])
        return nil
    }

    private static func statement(in source: ScalarSource, diagnostics: inout [Diagnostic]) -> Statement? {
        guard var parser = parser(for: source, diagnostics: &diagnostics) else { return nil }
        if let statement = parser.statement() { return statement }
        diagnostics.append(contentsOf: parser.diagnostic.map { [$0] } ?? [])
        return nil
    }

    private static func template(in source: ScalarSource, diagnostics: inout [Diagnostic]) -> Template? {
        var parser = TemplateParser(source: source)
        if let template = parser.template() { return template }
        diagnostics.append(contentsOf: parser.diagnostic.map { [$0] } ?? [])
        return nil
    }

    private static func parser(for source: ScalarSource, diagnostics: inout [Diagnostic]) -> Parser? {
        var tokens: [Token] = []
        tokens.reserveCapacity(source.bytes.count / 2 + 2)
        var lexer = Lexer(source: source)
        guard lexer.lex(into: &tokens, stopAtClosingBrace: false) != nil else {
            diagnostics.append(contentsOf: lexer.diagnostic.map { [$0] } ?? [])
            return nil
        }
        return Parser(source: source, tokens: tokens)
    }
}
