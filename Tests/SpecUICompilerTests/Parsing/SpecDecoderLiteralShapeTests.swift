import SpecUICompiler
import Testing

/// State values and types read by the shape of their YAML node: scalar, list or mapping.
@Suite struct SpecDecoderLiteralShapeTests {
    @Test func literalsReadByTheirNodesShape() throws {
        let decoded = Decoded(
            """
            view: TestView
            state:
              tagged: !!str 42
              quoted: "true"
              count: 42
              empty:
              matrix: [[1, 2], [3]]
              point: {type: Point, initial: {x: 1.5, label: .origin}}
              listed: {type: [[Int]], initial: []}
            body:
              - EmptyView
            """)
        #expect(decoded.messages == [])
        let state = try #require(decoded.view?.state)
        #expect(state.map(\.name.name) == ["tagged", "quoted", "count", "empty", "matrix", "point", "listed"])
        #expect(state[0].initial.kind == .string("42"))
        #expect(state[1].initial.kind == .string("true"))
        #expect(state[2].initial.kind == .integer(42))
        #expect(state[3].initial.kind == .null)
        guard case .array(let rows) = state[4].initial.kind else {
            Issue.record("expected an array literal")
            return
        }
        #expect(rows.map(\.range.start.column) == [12, 20])
        guard case .record(let fields) = state[5].initial.kind else {
            Issue.record("expected a record literal")
            return
        }
        #expect(fields.map(\.name.name) == ["x", "label"])
        #expect(fields.map(\.value.kind) == [.double(1.5), .enumCase("origin")])
        #expect(state[6].declaredType == .array(.array(.int)))
        #expect(state[6].initial.kind == .array([]))
    }

    @Test func typesOfTheWrongShapeAreReportedWhereWritten() {
        let marked = MarkedText(
            """
            view: TestView
            types:
              Shape: 1️⃣circle
            state:
              pair: {type: 2️⃣[Int, Int], initial: []}
              table: {type: 3️⃣{a: Int}, initial: []}
              wrong: {type: "[Int4️⃣", initial: []}
            body:
              - EmptyView
            """)
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "expected-type-declaration",
                    "expected a record ({field: Type}) or an enum ([case, case]) for type 'Shape'; found a scalar"),
                diagnostic(marked[2], "expected-type", "expected a type such as 'String' or '[Todo]'; found a list"),
                diagnostic(marked[3], "expected-type", "expected a type such as 'String' or '[Todo]'; found a mapping"),
                diagnostic(marked[4], "invalid-type", "expected ']' to close '['"),
            ])
    }
}
