import SpecUICompiler
import Testing

/// Scalars decoded one after another read the same as each read alone, whatever came before them.
@Suite struct SpecDecoderScalarSequenceTests {
    static let path = "Specs/TestView.yaml"

    static func location(_ line: Int, _ column: Int) -> SpecUICompiler.SourceLocation {
        SpecUICompiler.SourceLocation(line: line, column: column)
    }

    @Test func templatesExpressionsAndStatementsInTurnMatchEachParsedAlone() throws {
        let decoded = Decoded(
            viewSpec(
                """
                  - Text: Total {price * quantity + 2} for {names.first ?? "nobody {n}"}
                    opacity: x
                  - Button: Go
                    action: [count += 1, count -= 2]
                  - Text: Hi {a}
                """), path: Self.path)
        #expect(decoded.messages == [])
        let body = try #require(decoded.view?.body)
        try #require(body.count == 3)

        var diagnostics: [Diagnostic] = []
        let total = try #require(
            ExpressionParser.parseTemplate(
                #"Total {price * quantity + 2} for {names.first ?? "nobody {n}"}"#, file: Self.path,
                start: Self.location(3, 11), diagnostics: &diagnostics))
        let opacity = try #require(
            ExpressionParser.parseExpression(
                "x", file: Self.path, start: Self.location(4, 14), diagnostics: &diagnostics))
        let increment = try #require(
            ExpressionParser.parseStatement(
                "count += 1", file: Self.path, start: Self.location(6, 14), diagnostics: &diagnostics))
        let decrement = try #require(
            ExpressionParser.parseStatement(
                "count -= 2", file: Self.path, start: Self.location(6, 26), diagnostics: &diagnostics))
        let go = try #require(
            ExpressionParser.parseTemplate(
                "Go", file: Self.path, start: Self.location(5, 13), diagnostics: &diagnostics))
        let last = try #require(
            ExpressionParser.parseTemplate(
                "Hi {a}", file: Self.path, start: Self.location(7, 11), diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)

        #expect(body[0].kind == .text(total))
        #expect(body[0].modifiers.map(\.kind) == [.opacity(opacity)])
        guard case .button(let label, let action) = body[1].kind else {
            Issue.record("expected a button")
            return
        }
        #expect(label == .title(go))
        #expect(action == [increment, decrement])
        #expect(body[2].kind == .text(last))
    }

    @Test func anErrorAfterALongTemplateIsReportedAtItsOwnColumn() {
        let marked = MarkedText(
            viewSpec(
                """
                  - Text: "{first} and {second + third} and {fourth.fifth(sixth, seventh)}"
                  - Text: "{a 1️⃣b}"
                  - Button: Go
                    action: 2️⃣= 1
                """))
        #expect(
            Decoded(marked.text, path: Self.path).messages == [
                diagnostic(marked[1], "unexpected-token", "unexpected 'b' after the interpolated expression"),
                diagnostic(
                    marked[2], "invalid-statement",
                    "expected a statement: 'x = e', 'x += e', 'x -= e', 'flag.toggle()', 'list.append(e)', "
                        + "'list.insert(e, at: i)', 'list.remove(at: i)', 'list.removeAll()', "
                        + "'list.removeAll(where: field)' or 'list.remove(id: e)'"),
            ])
    }
}
