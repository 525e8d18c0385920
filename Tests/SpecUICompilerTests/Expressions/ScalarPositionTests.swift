import SpecUICompiler
import Testing

@Suite struct ScalarPositionTests {
    private func parsed(_ marked: MarkedText, value: String, style: YAMLScalar.Style) -> [Diagnostic] {
        let line = marked.text.split(separator: "\n", omittingEmptySubsequences: false).first!
        let sourceStart = line.firstIndex(where: { $0 == "\"" || $0 == "'" }) ?? line.firstIndex(of: "c")!
        let column = line[..<sourceStart].unicodeScalars.count + 1
        let scalar = YAMLScalar(
            value: value, style: style, source: line[sourceStart...],
            start: SpecUICompiler.SourceLocation(line: 1, column: column))
        var diagnostics: [Diagnostic] = []
        _ = ExpressionParser.parseExpression(scalar, file: "f.yaml", diagnostics: &diagnostics)
        return diagnostics
    }

    private func diagnostics(_ marked: MarkedText, value: String, style: YAMLScalar.Style) -> [String] {
        parsed(marked, value: value, style: style).map { "\($0.location): \($0.message)" }
    }

    @Test func pointsInsideAPlainScalar() {
        let marked = MarkedText("if: count 1️⃣@ 2")
        #expect(diagnostics(marked, value: "count @ 2", style: .plain) == ["\(marked[1]): unexpected character '@'"])
    }

    @Test func pointsPastQuotesAndYAMLEscapes() {
        let marked = MarkedText(#"if: "\"a\" == 1️⃣@""#)
        #expect(
            diagnostics(marked, value: "\"a\" == @", style: .doubleQuoted) == [
                "\(marked[1]): unexpected character '@'"
            ])
    }

    /// An unknown escape is underlined whole, its letter too, however YAML spells the backslash (`\\q` inside
    /// double quotes).
    @Test func anUnknownEscapeIsUnderlinedWithItsLetter() {
        let marked = MarkedText(#"if: "\"a1️⃣\\q2️⃣b\" == s""#)
        let found = parsed(marked, value: #""a\qb" == s"#, style: .doubleQuoted)
        #expect(found.map(\.range) == [SourceRange(start: marked[1], end: marked[2])])
        let plain = MarkedText(#"if: "a1️⃣\q2️⃣b" == s"#)
        #expect(
            parsed(plain, value: #""a\qb" == s"#, style: .plain).map(\.range) == [
                SourceRange(start: plain[1], end: plain[2])
            ])
    }
}
