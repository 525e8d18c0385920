import SpecUICompiler
import Testing

/// Columns after non-ASCII text in YAML scalars: the lexer reads UTF-8 bytes, columns count Unicode scalars.
@Suite struct NonASCIIPositionTests {
    private func scalar(_ marked: MarkedText, value: String, style: YAMLScalar.Style) -> YAMLScalar {
        let line = marked.text.split(separator: "\n", omittingEmptySubsequences: false).first!
        // The scalar's source starts after the key's `: `, quotes included.
        let start = line.range(of: ": ")!.upperBound
        let column = line[..<start].unicodeScalars.count + 1
        return YAMLScalar(
            value: value, style: style, source: line[start...],
            start: SpecUICompiler.SourceLocation(line: 1, column: column))
    }

    @Test func reportsAnErrorAfterAnArabicName() {
        let marked = MarkedText("if: عداد + 1️⃣@")
        var diagnostics: [Diagnostic] = []
        _ = ExpressionParser.parseExpression(
            scalar(marked, value: "عداد + @", style: .plain), file: "f.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.map { "\($0.location): \($0.message)" } == ["\(marked[1]): unexpected character '@'"])
    }

    @Test func reportsAnUnexpectedNonASCIICharacterAsOneColumn() {
        let marked = MarkedText("if: count 1️⃣→2️⃣ 2")
        var diagnostics: [Diagnostic] = []
        _ = ExpressionParser.parseExpression(
            scalar(marked, value: "count → 2", style: .plain), file: "f.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.map(\.range) == [SourceRange(start: marked[1], end: marked[2])])
        #expect(diagnostics.map(\.message) == ["unexpected character '→'"])
    }

    @Test func locatesInterpolationsAfterArabicTextInAQuotedTemplate() throws {
        let marked = MarkedText(#"Text: "العداد \"😀\": {1️⃣count2️⃣}""#)
        var diagnostics: [Diagnostic] = []
        let template = try #require(
            ExpressionParser.parseTemplate(
                scalar(marked, value: "العداد \"😀\": {count}", style: .doubleQuoted), file: "f.yaml",
                diagnostics: &diagnostics))
        #expect(diagnostics == [])
        guard case .interpolation(let expression) = template.parts.last else {
            Issue.record("expected an interpolation last, got \(template.parts)")
            return
        }
        #expect(expression.range == SourceRange(start: marked[1], end: marked[2]))
    }

    @Test func reportsAnErrorInsideAStringLiteralAfterArabicText() {
        let marked = MarkedText(#"if: "نص {عداد 1️⃣# }" == x"#)
        var diagnostics: [Diagnostic] = []
        _ = ExpressionParser.parseExpression(
            scalar(marked, value: #""نص {عداد # }" == x"#, style: .plain), file: "f.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.map { "\($0.location): \($0.message)" } == ["\(marked[1]): unexpected character '#'"])
    }
}
