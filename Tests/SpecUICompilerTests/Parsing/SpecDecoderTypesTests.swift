import SpecUICompiler
import Testing

@Suite struct SpecDecoderTypesTests {
    @Test func decodesRecordsAndEnums() throws {
        let decoded = Decoded(
            """
            types:
              Todo:
                id: Int
                tags: [String]
                parent: Todo?
                scores: "[[Double]]"
              Status: [loading, loaded, failed]
            """, path: "Specs/Types.yaml")
        #expect(decoded.messages == [])
        let types = try #require(decoded.file?.types)
        #expect(types.map(\.name.name) == ["Todo", "Status"])
        guard case .record(let fields) = types[0].kind, case .enumeration(let cases) = types[1].kind else {
            Issue.record("expected a record and an enum")
            return
        }
        #expect(fields.map(\.name.name) == ["id", "tags", "parent", "scores"])
        #expect(fields.map(\.type) == [.int, .array(.string), .optional(.named("Todo")), .array(.array(.double))])
        #expect(cases.map(\.name) == ["loading", "loaded", "failed"])
    }

    @Test func typeSyntaxErrorsPointAtTheColumn() {
        let marked = MarkedText(
            """
            view: TestView
            props:
              a: "[Int1️⃣"
              b: Int2️⃣]
              c: "[String3️⃣: Int]"
              d: Int?4️⃣?
              e: 5️⃣Array<Int>
              f: 6️⃣Optional<String>
              g: Dictionary7️⃣<String, Int>
              h: 8️⃣Result<Int>
            body: []
            """)
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "invalid-type", "expected ']' to close '['"),
                diagnostic(marked[2], "invalid-type", "unexpected ']' in type"),
                diagnostic(
                    marked[3], "invalid-type", "dictionary types are not supported; declare a record under 'types:'"),
                diagnostic(marked[4], "invalid-type", "a type can be optional only once"),
                diagnostic(
                    marked[5], "invalid-type", "'Array<...>' is Swift's spelling; write an array of 'Int' as '[Int]'"),
                diagnostic(
                    marked[6], "invalid-type",
                    "'Optional<...>' is Swift's spelling; write an optional 'String' as 'String?'"),
                diagnostic(
                    marked[7], "invalid-type", "dictionary types are not supported; declare a record under 'types:'"),
                diagnostic(
                    marked[8], "invalid-type",
                    "'Result<...>' is Swift's spelling; generic types other than arrays and optionals are not supported"
                ),
            ])
        // The language's spelling replaces Swift's, except where `[Int]` would start a YAML list mid-scalar.
        #expect(
            Decoded(marked.text).diagnostics.map { $0.fixIt?.replacement } == [
                nil, nil, nil, nil, "[Int]", "String?", nil, nil,
            ])
        let partial = Decoded("view: TestView\nprops:\n  e: Array<Int>?\n  f: \"Array<Int>?\"\nbody: []\n")
        #expect(partial.diagnostics.map { $0.fixIt?.replacement } == [nil, "[Int]"])
    }

    /// Nested spellings are read whole, so one fix-it writes all of them; an optional of an optional, which the
    /// language does not have, gets none; nesting past the limit is an error, not a stack overflow.
    @Test func nestedGenericSpellingsAreReportedWhole() {
        let decoded = Decoded(
            """
            view: TestView
            props:
              a: Optional<Array<Int>>
              b: "Array<Optional<Todo>>"
              c: Array<Array<String>>
              d: Optional<Optional<Int>>
              e: \(String(repeating: "Array<", count: 20_000))Int\(String(repeating: ">", count: 20_000))
            body: []
            """)
        #expect(
            decoded.diagnostics.map { $0.fixIt?.replacement } == [#""[Int]?""#, "[Todo?]", "[[String]]", nil, nil])
        #expect(decoded.diagnostics[3].message == "a type can be optional only once")
        #expect(decoded.diagnostics[4].message == "the type nests arrays deeper than 128 levels")
    }

    @Test func aTypeFollowedByADefaultValueIsToldToStandAlone() {
        let marked = MarkedText(
            """
            view: TestView
            props:
              title: String 1️⃣= "Hello"
              count: Int2️⃣=3
              tags: "[String] 3️⃣= []"
              flag: Bool 4️⃣== true
            body: []
            """)
        let hint = { (type: String) in "; a type here takes no default value: write '\(type)' alone" }
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "invalid-type", "unexpected '=' in type" + hint("String")),
                diagnostic(marked[2], "invalid-type", "unexpected '=' in type" + hint("Int")),
                diagnostic(marked[3], "invalid-type", "unexpected '=' in type" + hint("[String]")),
                diagnostic(marked[4], "invalid-type", "unexpected '=' in type" + hint("Bool")),
            ])
    }

    @Test func aTypeNestingArraysPastTheLimitIsReportedAtTheBracketThatGoesPast() {
        let deepest = String(repeating: "[", count: 128) + "Int" + String(repeating: "]", count: 128)
        let past = String(repeating: "[", count: 128) + "1️⃣[" + String(repeating: "[", count: 100_000)
        let marked = MarkedText("view: TestView\nprops:\n  a: \"\(deepest)\"\n  b: \"\(past)\"\nbody: []\n")
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "invalid-type", "the type nests arrays deeper than 128 levels")
            ])
    }

    @Test func aNameThatIsNoScalarNamesItsRoleWithTheRightArticle() {
        let marked = MarkedText("types:\n  Status: [a, 1️⃣{b: 1}]\n  Todo: {id: Int}\n")
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "expected-scalar", "expected an enum case name; found a mapping")
            ])
    }

    @Test func typeNamesAreValidated() {
        let marked = MarkedText(
            """
            types:
              1️⃣String: [a]
              2️⃣todo: { id: Int }
              Status: [loading, 3️⃣.loaded, 4️⃣loading, 5️⃣class]
              6️⃣Empty: []
              Broken: 7️⃣nothing
            """)
        #expect(
            Decoded(marked.text, path: "Specs/Types.yaml").messages == [
                diagnostic(marked[1], "reserved-type-name", "'String' is a built-in type and cannot be redeclared"),
                diagnostic(
                    marked[2], "invalid-name-case",
                    "type name 'todo' must be UpperCamelCase, starting with an uppercase letter"),
                diagnostic(marked[3], "invalid-identifier", "enum cases are declared without a dot: write 'loaded'"),
                diagnostic(marked[4], "duplicate-case", "duplicate enum case 'loading'"),
                diagnostic(marked[5], "swift-keyword", "'class' is a Swift keyword and cannot name an enum case"),
                diagnostic(SourceLocation(line: 5, column: 10), "empty-enum", "enum 'Empty' needs at least one case"),
                diagnostic(
                    marked[7], "expected-type-declaration",
                    "expected a record ({field: Type}) or an enum ([case, case]) for type 'Broken'; found a scalar"),
            ])
    }

    @Test func anEnumWrittenUnderAKeyIsToldTheListAndItsCasesAreDeclared() throws {
        let marked = MarkedText(
            """
            types:
              Mode:
                1️⃣enum: [day, night]
              Size:
                2️⃣cases:
                  - small
                  - large
              Pair: {3️⃣enum: [a, 4️⃣class]}
            """)
        let decoded = Decoded(marked.text, path: "Specs/Types.yaml")
        let told = { (key: String) in "an enum is declared as the list of its cases, with no '\(key):' key" }
        #expect(
            decoded.messages == [
                diagnostic(marked[1], "expected-type-declaration", told("enum") + ": write 'Mode: [day, night]'"),
                diagnostic(marked[2], "expected-type-declaration", told("cases") + ": write 'Size: [small, large]'"),
                diagnostic(marked[3], "expected-type-declaration", told("enum")),
                diagnostic(marked[4], "swift-keyword", "'class' is a Swift keyword and cannot name an enum case"),
            ])
        // The fix-it writes the list over the key and its cases, up to the last case's bracket or line.
        #expect(
            decoded.diagnostics.map { $0.fixIt.map { "\($0.range) '\($0.replacement)'" } } == [
                "3:5-3:23 '[day, night]'", "5:5-7:14 '[small, large]'", nil, nil,
            ])
        let types = try #require(decoded.file?.types)
        #expect(types.map(\.name.name) == ["Mode", "Size", "Pair"])
        guard case .enumeration(let cases) = types[1].kind else {
            Issue.record("expected an enum")
            return
        }
        #expect(cases.map(\.name) == ["small", "large"])
    }
}
