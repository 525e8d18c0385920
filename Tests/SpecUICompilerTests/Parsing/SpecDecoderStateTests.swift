import SpecUICompiler
import Testing

@Suite struct SpecDecoderStateTests {
    /// The initial values of `state:` written as YAML, decoded as literals.
    private func initials(_ state: String) -> [Literal.Kind] {
        Decoded("view: TestView\nstate:\n" + state + "body: []\n").view?.state.map(\.initial.kind) ?? []
    }

    @Test func plainScalarsReadAsNumbersBooleansNullAndEnumCases() {
        #expect(
            initials("  a: 42\n  b: -0.5\n  c: true\n  d: false\n  e: ~\n  f: null\n  g: .loaded\n  h: 1e3\n") == [
                .integer(42), .double(-0.5), .boolean(true), .boolean(false), .null, .null, .enumCase("loaded"),
                .double(1000),
            ])
    }

    @Test func octalAndHexadecimalIntegersReadAsYAMLReadsThem() {
        #expect(
            initials("  a: 0x1F\n  b: 0o17\n  c: 0x\n  d: 0o8\n  e: 1_000\n") == [
                .integer(31), .integer(15), .string("0x"), .string("0o8"), .string("1_000"),
            ])
    }

    @Test func quotedScalarsAreStringsExactlyAsDecoded() {
        #expect(
            initials("  a: \"42\"\n  b: 'true'\n  c: \"Hi {name}\"\n  d: \".loaded\"\n") == [
                .string("42"), .string("true"), .string("Hi {name}"), .string(".loaded"),
            ])
    }

    @Test func yaml11BooleanWordsAreStrings() {
        #expect(initials("  a: yes\n  b: off\n  c: Hello\n") == [.string("yes"), .string("off"), .string("Hello")])
    }

    @Test func sequencesAreArraysAndMappingsRecords() throws {
        let decoded = Decoded(
            """
            view: TestView
            state:
              tags: [a, b]
              todos:
                type: "[Todo]"
                initial:
                  - { id: 1, title: "Buy milk" }
            body: []
            """)
        #expect(decoded.messages == [])
        let state = try #require(decoded.view?.state)
        #expect(state[0].declaredType == nil)
        #expect(
            state[0].initial.kind
                == .array([
                    Literal(.string("a"), range: range(3, 10, 3, 11)),
                    Literal(.string("b"), range: range(3, 13, 3, 14)),
                ]))
        #expect(state[1].declaredType == .array(.named("Todo")))
        guard case .array(let elements) = state[1].initial.kind, case .record(let fields) = elements.first?.kind else {
            Issue.record("expected an array of records")
            return
        }
        #expect(fields.map(\.name.name) == ["id", "title"])
        #expect(fields.map(\.value.kind) == [.integer(1), .string("Buy milk")])
    }

    /// A misspelled key is reported once, with its suggestion; the key it names is not also missing.
    @Test func explicitFormRequiresTypeAndInitial() {
        let marked = MarkedText(
            """
            view: TestView
            state:
              1️⃣todos:
                type: "[Todo]"
              done:
                type: Bool
                2️⃣intial: false
              profile: { name: "x" }
              big: 3️⃣99999999999999999999
            body: []
            """)
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "missing-key", "state 'todos' is missing 'initial'"),
                diagnostic(marked[2], "unknown-key", "unknown key 'intial' in state 'done'; did you mean 'initial'?"),
                diagnostic(marked[3], "integer-overflow", "integer literal '99999999999999999999' overflows Int"),
            ])
    }

    @Test func aDoubleLiteralBeyondDoublesRangeIsAnError() {
        let marked = MarkedText(
            """
            view: TestView
            props:
              scale: Double
            state:
              huge: 1️⃣1e400
              tiny: 1e-400
              ratios:
                type: "[Double]"
                initial: [0.5, 2️⃣-1.5E999]
            body:
              - Text: "{huge} {tiny} {ratios.count} {scale}"
            previews:
              - name: Huge
                values: {scale: 3️⃣2e308}
            """)
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "number-overflow", "floating-point literal '1e400' overflows Double"),
                diagnostic(marked[2], "number-overflow", "floating-point literal '-1.5E999' overflows Double"),
                diagnostic(marked[3], "number-overflow", "floating-point literal '2e308' overflows Double"),
            ])
    }

    private func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(
            start: SourceLocation(line: line, column: column), end: SourceLocation(line: endLine, column: endColumn))
    }
}
