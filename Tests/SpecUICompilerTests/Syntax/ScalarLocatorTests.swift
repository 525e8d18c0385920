import SpecUICompiler
import Testing

@Suite struct ScalarLocatorTests {
    /// The scalar under key `k` of the marked YAML, and the expected locations of its markers.
    private func scalar(_ marked: MarkedText) throws -> YAMLScalar {
        var diagnostics: [Diagnostic] = []
        let root = YAMLLoader.load(marked.bytes, path: "t.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        return try #require(root?.mapping?.first { $0.key.scalar?.value == "k" }?.value.scalar)
    }

    /// The value offset of the first occurrence of `needle` in the scalar's value.
    private func offset(of needle: String, in scalar: YAMLScalar) throws -> Int {
        let value = Array(scalar.value.unicodeScalars)
        let target = Array(needle.unicodeScalars)
        let found = (0...(value.count - target.count)).first { Array(value[$0..<($0 + target.count)]) == target }
        return try #require(found)
    }

    private func expect(_ text: String, value expected: String, _ needle: String) throws {
        let marked = MarkedText(text)
        let scalar = try scalar(marked)
        #expect(scalar.value == expected)
        let location = scalar.locator().location(atScalarOffset: try offset(of: needle, in: scalar))
        #expect(location == marked[1], "\(needle) in \(text)")
    }

    @Test func plainSingleLineAddsTheOffset() throws {
        try expect("k: hello 1️⃣world\n", value: "hello world", "world")
        try expect("a: 1\nk: 1️⃣count + 1\n", value: "count + 1", "count")
    }

    @Test func nonASCIIColumnsCountScalars() throws {
        try expect("k: \"جاهز {1️⃣count}\"\n", value: "جاهز {count}", "count")
        try expect("k: 🙂 1️⃣x\n", value: "🙂 x", "x")
    }

    @Test func singleQuotedPairCountsTwoSourceCharacters() throws {
        try expect("k: 'it''s 1️⃣x'\n", value: "it's x", "x")
        try expect("k: 'a1️⃣''b'\n", value: "a'b", "'")
    }

    @Test func escapesMapToTheirBackslash() throws {
        try expect("k: \"a\\tb 1️⃣\\u00e9 c\"\n", value: "a\tb é c", "é")
        try expect("k: \"x\\\"1️⃣y\"\n", value: "x\"y", "y")
        try expect("k: \"1️⃣\\x41\\U0001F600\"\n", value: "A😀", "A")
        try expect("k: \"\\x41 1️⃣\\U0001F600\"\n", value: "A 😀", "😀")
        try expect("k: \"a\\\\1️⃣{b}\"\n", value: "a\\{b}", "{b}")
    }

    @Test func rangeCoversTheWholeEscape() throws {
        let marked = MarkedText("k: \"a1️⃣\\n2️⃣b\"\n")
        let scalar = try scalar(marked)
        #expect(scalar.locator().range(of: 1..<2) == SourceRange(start: marked[1], end: marked[2]))
    }

    @Test func plainRangeOnOneLine() throws {
        let marked = MarkedText("k: 'say {1️⃣name2️⃣}'\n")
        let scalar = try scalar(marked)
        #expect(scalar.locator().range(of: 5..<9) == SourceRange(start: marked[1], end: marked[2]))
    }

    @Test func endOffsetIsTheClosingQuote() throws {
        let marked = MarkedText("k: \"a\\tb1️⃣\"\n")
        let scalar = try scalar(marked)
        #expect(scalar.locator().location(atScalarOffset: 3) == marked[1])
    }

    @Test func foldedPlainAndQuotedLines() throws {
        try expect("k: first\n  1️⃣second\n", value: "first second", "second")
        try expect("k: first  1️⃣\n  second\n", value: "first second", " ")
        try expect("k: 'one\n   two\n\n   1️⃣three'\n", value: "one two\nthree", "three")
        try expect("k: \"ab\\\n   1️⃣cd\"\n", value: "abcd", "cd")
    }

    @Test func literalBlockMapsEveryLine() throws {
        try expect("k: |\n  line1\n  1️⃣line2\n", value: "line1\nline2\n", "line2")
        try expect("k: |-  # note: x\n  1️⃣x\n", value: "x", "x")
        try expect("k: |\n  a\n    1️⃣b\n", value: "a\n  b\n", "b")
        try expect("k: |\n  a1️⃣\n  b\n", value: "a\nb\n", "\n")
    }

    @Test func foldedBlockMapsEveryLine() throws {
        try expect("k: >\n  one\n  1️⃣two\n", value: "one two\n", "two")
        try expect("k: >\n  one1️⃣\n  two\n", value: "one two\n", " ")
    }

    @Test func crlfLineBreaks() throws {
        try expect("k: first\r\n  1️⃣second\r\n", value: "first second", "second")
    }
}
