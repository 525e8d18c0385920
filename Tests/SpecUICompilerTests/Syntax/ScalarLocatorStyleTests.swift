import SpecUICompiler
import Testing

/// Locations inside scalar styles that fold, chomp, escape or break lines in less common ways.
@Suite struct ScalarLocatorStyleTests {
    /// The scalar under key `k` of the marked YAML.
    private func scalar(_ marked: MarkedText) throws -> YAMLScalar {
        var diagnostics: [Diagnostic] = []
        let root = YAMLLoader.load(marked.bytes, path: "t.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        return try #require(root?.mapping?.first { $0.key.scalar?.value == "k" }?.value.scalar)
    }

    /// Checks the decoded value, then that the first `needle` in it is located at marker 1.
    private func expect(_ text: String, value expected: String, _ needle: String) throws {
        let marked = MarkedText(text)
        let scalar = try scalar(marked)
        #expect(scalar.value == expected)
        let value = Array(scalar.value.unicodeScalars)
        let target = Array(needle.unicodeScalars)
        let offset = try #require(
            (0...(value.count - target.count)).first { Array(value[$0..<($0 + target.count)]) == target })
        #expect(scalar.locator().location(atScalarOffset: offset) == marked[1], "\(needle) in \(text)")
    }

    @Test func foldedKeepsMoreIndentedLines() throws {
        try expect("k: >\n  one\n    1️⃣two\n  three\n", value: "one\n  two\nthree\n", "two")
        try expect("k: >\n  one\n  1️⃣  two\n", value: "one\n  two\n", "  two")
    }

    @Test func explicitIndentationIndicatorKeepsExtraSpacesInTheValue() throws {
        try expect("k: |2\n  1️⃣  one\n  two\n", value: "  one\ntwo\n", "  one")
        try expect("k: |2\n    one\n  1️⃣two\n", value: "  one\ntwo\n", "two")
        try expect("k: >1-\n 1️⃣  one\n two\n", value: "  one\ntwo", "  one")
        try expect("k: |2\n\n    one\n  1️⃣two\n", value: "\n  one\ntwo\n", "two")
    }

    @Test func literalChomping() throws {
        let kept = MarkedText("k: |+\n  a1️⃣\n2️⃣\n3️⃣")
        let keptScalar = try scalar(kept)
        #expect(keptScalar.value == "a\n\n")
        #expect(keptScalar.locator().location(atScalarOffset: 1) == kept[1])
        #expect(keptScalar.locator().location(atScalarOffset: 2) == kept[2])
        #expect(keptScalar.locator().range(of: 2..<3) == SourceRange(start: kept[2], end: kept[3]))
        try expect("k: |-\n  a\n  1️⃣b\n", value: "a\nb", "b")
    }

    @Test func unicodeEscapeRangeCoversItsSixCharacters() throws {
        let marked = MarkedText("k: \"a 1️⃣\\u00e92️⃣ b\"\n")
        let scalar = try scalar(marked)
        #expect(scalar.value == "a é b")
        #expect(scalar.locator().range(of: 2..<3) == SourceRange(start: marked[1], end: marked[2]))
    }

    @Test func escapedLineBreaks() throws {
        try expect("k: \"ab\\\r\n   1️⃣cd\"\r\n", value: "abcd", "cd")
        try expect("k: \"a \\\n  \t1️⃣b\"\n", value: "a b", "b")
    }

    @Test func singleQuotedPairOnAFoldedLine() throws {
        try expect("k: 'it''s\n  1️⃣x'\n", value: "it's x", "x")
        try expect("k: 'a\n  1️⃣''b'\n", value: "a 'b", "'")
    }

    @Test func multiLineFlowScalarsFoldTheirBreaks() throws {
        try expect("k: \"a  1️⃣\n   b\"\n", value: "a b", " ")
        try expect("k: \"a  \n   1️⃣b\"\n", value: "a b", "b")
        try expect("k: a\n\n  1️⃣b\n", value: "a\nb", "b")
    }

    @Test func crlfInBlockScalars() throws {
        try expect("k: |\r\n  a\r\n  1️⃣b\r\n", value: "a\nb\n", "b")
        try expect("k: >\r\n  a\r\n  1️⃣b\r\n", value: "a b\n", "b")
    }

    @Test func nonASCIIInFoldedLines() throws {
        try expect("k: >\n  جاهز\n  1️⃣🙂 ok\n", value: "جاهز 🙂 ok\n", "🙂")
        try expect("k: \"é\\t1️⃣日本\"\n", value: "é\t日本", "日本")
    }

    @Test func wholeValueRangeMatchesTheTable() throws {
        let folded = MarkedText("k: >-\n  1️⃣one\n  two2️⃣\n")
        let foldedScalar = try scalar(folded)
        #expect(foldedScalar.valueRange() == SourceRange(start: folded[1], end: folded[2]))
        let quoted = MarkedText("k: \"1️⃣hello2️⃣\"\n")
        let quotedScalar = try scalar(quoted)
        #expect(quotedScalar.valueRange() == SourceRange(start: quoted[1], end: quoted[2]))
        let empty = MarkedText("k: '1️⃣'\n")
        #expect(try scalar(empty).valueRange() == SourceRange(at: empty[1]))
    }
}
