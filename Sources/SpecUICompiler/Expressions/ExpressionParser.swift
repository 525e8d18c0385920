/// Reads scalars in expression, statement and template positions (SPEC-LANGUAGE §3–§5).
///
/// Each function reports at most one syntax error, at the exact column inside
/// the scalar, and returns nil when it did.
package enum ExpressionParser {
    package static func parseExpression(
        _ scalar: YAMLScalar, file: String, diagnostics: inout [Diagnostic]
    ) -> Expression? {
        var tokens: [Token] = []
        return parseExpression(scalar, file: file, tokens: &tokens, diagnostics: &diagnostics)
    }

    package static func parseTemplate(
        _ scalar: YAMLScalar, file: String, diagnostics: inout [Diagnostic]
    ) -> Template? {
        var tokens: [Token] = []
        return parseTemplate(scalar, file: file, tokens: &tokens, diagnostics: &diagnostics)
    }

    /// `parseExpression(_:file:diagnostics:)`, lexing into `tokens`, a buffer kept between calls to save allocations.
    static func parseExpression(
        _ scalar: YAMLScalar, file: String, tokens: inout [Token], diagnostics: inout [Diagnostic]
    ) -> Expression? {
        scalar.withText { parseExpression($0, file: file, tokens: &tokens, diagnostics: &diagnostics) }
    }

    /// `parseExpression(_:file:tokens:diagnostics:)` of a scalar's text read in place.
    static func parseExpression(
        _ text: ScalarText, file: String, tokens: inout [Token], diagnostics: inout [Diagnostic]
    ) -> Expression? {
        ScalarSource.reading(text, file: file) { expression(in: $0, tokens: &tokens, diagnostics: &diagnostics) }
    }

    /// `parseTemplate(_:file:diagnostics:)`, lexing into `tokens`, a buffer kept between calls to save allocations.
    static func parseTemplate(
        _ scalar: YAMLScalar, file: String, tokens: inout [Token], diagnostics: inout [Diagnostic]
    ) -> Template? {
        scalar.withText { parseTemplate($0, file: file, tokens: &tokens, diagnostics: &diagnostics) }
    }

    /// `parseTemplate(_:file:tokens:diagnostics:)` of a scalar's text read in place.
    static func parseTemplate(
        _ text: ScalarText, file: String, tokens: inout [Token], diagnostics: inout [Diagnostic]
    ) -> Template? {
        if !text.value.contains(where: isTemplateSyntax) {
            // No braces: the whole value is literal text, with nothing to lex.
            return Template(parts: [.text(text.valueString)], range: ScalarLocator.wholeValueRange(of: text))
        }
        return ScalarSource.reading(text, file: file) {
            template(in: $0, tokens: &tokens, diagnostics: &diagnostics)
        }
    }

    /// `{`, `}` or `\`: the bytes that make a template more than its literal text.
    private static func isTemplateSyntax(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "\\")
    }

    package static func parseStatement(
        _ scalar: YAMLScalar, file: String, diagnostics: inout [Diagnostic]
    ) -> Statement? {
        var tokens: [Token] = []
        return parseStatement(scalar, file: file, tokens: &tokens, diagnostics: &diagnostics)
    }

    /// `parseStatement(_:file:diagnostics:)`, lexing into `tokens`, a buffer kept between calls to save allocations.
    static func parseStatement(
        _ scalar: YAMLScalar, file: String, tokens: inout [Token], diagnostics: inout [Diagnostic]
    ) -> Statement? {
        scalar.withText { parseStatement($0, file: file, tokens: &tokens, diagnostics: &diagnostics) }
    }

    /// `parseStatement(_:file:tokens:diagnostics:)` of a scalar's text read in place.
    static func parseStatement(
        _ text: ScalarText, file: String, tokens: inout [Token], diagnostics: inout [Diagnostic]
    ) -> Statement? {
        ScalarSource.reading(text, file: file) { statement(in: $0, tokens: &tokens, diagnostics: &diagnostics) }
    }

    /// Parses `text` written at `start` in `file` (line breaks in `text` start new lines).
    package static func parseExpression(
        _ text: String, file: String, start: SourceLocation = SourceLocation(line: 1, column: 1),
        diagnostics: inout [Diagnostic]
    ) -> Expression? {
        var tokens: [Token] = []
        return ScalarSource.reading(text, file: file, start: start) {
            expression(in: $0, tokens: &tokens, diagnostics: &diagnostics)
        }
    }

    /// Parses `text` written at `start` in `file` as a template.
    package static func parseTemplate(
        _ text: String, file: String, start: SourceLocation = SourceLocation(line: 1, column: 1),
        diagnostics: inout [Diagnostic]
    ) -> Template? {
        var tokens: [Token] = []
        return ScalarSource.reading(text, file: file, start: start) {
            template(in: $0, tokens: &tokens, diagnostics: &diagnostics)
        }
    }

    /// Parses `text` written at `start` in `file` as a statement.
    package static func parseStatement(
        _ text: String, file: String, start: SourceLocation = SourceLocation(line: 1, column: 1),
        diagnostics: inout [Diagnostic]
    ) -> Statement? {
        var tokens: [Token] = []
        return ScalarSource.reading(text, file: file, start: start) {
            statement(in: $0, tokens: &tokens, diagnostics: &diagnostics)
        }
    }

    static let emptyExpression = "expected an expression"

    private static func expression(
        in source: ScalarSource, tokens: inout [Token], diagnostics: inout [Diagnostic]
    ) -> Expression? {
        guard lex(source, into: &tokens, diagnostics: &diagnostics) else { return nil }
        var parser = Parser(source: source, tokens: tokens)
        if parser.current.isEnd {
            diagnostics.append(source.error("expected-expression", emptyExpression, at: 0..<0))
            return nil
        }
        if let expression = parser.expression(), parser.expectEnd(after: "expression") { return expression }
        if let diagnostic = parser.diagnostic { diagnostics.append(diagnostic) }
        return nil
    }

    private static func statement(
        in source: ScalarSource, tokens: inout [Token], diagnostics: inout [Diagnostic]
    ) -> Statement? {
        // Swift's control flow and declarations (`if n == 0 { ... }`) are told as such, before their braces are.
        if let (keyword, advice) = swiftKeyword(startingStatementIn: source) {
            diagnostics.append(source.error("invalid-statement", advice, at: keyword))
            return nil
        }
        guard lex(source, into: &tokens, diagnostics: &diagnostics, isStatement: true) else { return nil }
        var parser = Parser(source: source, tokens: tokens)
        if let statement = parser.statement() { return statement }
        if let diagnostic = parser.diagnostic { diagnostics.append(diagnostic) }
        return nil
    }

    /// A Swift keyword of control flow or declaration that starts a statement's text, with what to write instead.
    private static func swiftKeyword(startingStatementIn source: ScalarSource) -> (Range<Int>, String)? {
        let bytes = source.bytes
        // A letter, a digit, `_`, or a byte of a character beyond ASCII, which may be one too.
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
                || byte >= 0x80
        }
        var start = 0
        while start < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), 10, 13].contains(bytes[start]) { start += 1 }
        var end = start
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        // A keyword is a word of its own: `iffy = 1` and `letters.append(x)` are statements.
        guard end > start, end - start <= 6, end == bytes.count || !isWordByte(bytes[end]) else { return nil }
        let word = source.text(start..<end)
        return swiftKeywordAdvice(word).map { (start..<end, $0) }
    }

    /// What an action holds instead of `word`, a Swift keyword of control flow or declaration; nil for another word.
    static func swiftKeywordAdvice(_ word: String) -> String? {
        let forms = Parser.statementForms
        switch word {
        case "if", "guard", "switch", "for", "while", "repeat", "do":
            return "'\(word)' is Swift's control flow, which an action does not hold; its statements are \(forms), "
                + "each run in order, and what depends on a condition goes in the view: a Button's 'disabled:', or an "
                + "'if:' node around it"
        case "let", "var":
            return "'\(word)' declares a name, which an action does not; its statements are \(forms), and a value "
                + "it keeps is a state, declared under 'state:'"
        default:
            return nil
        }
    }

    private static func template(
        in source: ScalarSource, tokens: inout [Token], diagnostics: inout [Diagnostic]
    ) -> Template? {
        var parser = TemplateParser(source: source)
        let template = parser.template(tokens: &tokens)
        if let diagnostic = parser.diagnostic { diagnostics.append(diagnostic) }
        diagnostics += parser.warnings
        return template
    }

    /// Replaces `tokens` with the tokens of the whole source; false after reporting a lexical error. A statement's
    /// `=` run into a sign (`x =- 1`) is reported there; an expression's `=` is the parser's to tell.
    private static func lex(
        _ source: ScalarSource, into tokens: inout [Token], diagnostics: inout [Diagnostic], isStatement: Bool = false
    ) -> Bool {
        tokens.removeAll(keepingCapacity: true)
        tokens.reserveCapacity(source.bytes.count / 2 + 2)
        var lexer = Lexer(source: source, isStatement: isStatement)
        guard lexer.lex(into: &tokens, stopAtClosingBrace: false) != nil else {
            if let diagnostic = lexer.diagnostic { diagnostics.append(diagnostic) }
            return false
        }
        return true
    }
}
