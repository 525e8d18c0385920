import SpecUICompiler
import Testing

/// Names, types, numbers and paths outside ASCII decode as ASCII ones do, with columns counted in characters.
@Suite struct SpecDecoderTextTests {
    @Test func typeErrorsAfterNonASCIINamesPointAtTheColumn() {
        let marked = MarkedText(
            """
            view: TestView
            props:
              a: "[Tödo1️⃣"
              b: Tödo2️⃣]
              c: "[Café3️⃣: Int]"
              d: Été4️⃣-Type
            body: []
            """)
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "invalid-type", "expected ']' to close '['"),
                diagnostic(marked[2], "invalid-type", "unexpected ']' in type"),
                diagnostic(
                    marked[3], "invalid-type", "dictionary types are not supported; declare a record under 'types:'"),
                diagnostic(marked[4], "invalid-type", "unexpected '-' in type"),
            ])
    }

    @Test func nonASCIITypeNamesAreNamedTypes() throws {
        let decoded = Decoded(
            """
            view: TestView
            props:
              a: "[Tödo]?"
              b: Int
            body: []
            """)
        #expect(decoded.messages == [])
        let props = try #require(decoded.view?.props)
        #expect(props.map(\.type) == [.optional(.array(.named("Tödo"))), .int])
    }

    @Test func plainScalarsReadAsNumbersOnlyWhenAllDigits() throws {
        let decoded = Decoded(
            """
            view: TestView
            state:
              a: 42
              b: -0.5e3
              c: ４２
              d: 42é
              e: .5
              f: NULL
              g: False
            body: []
            """)
        #expect(decoded.messages == [])
        let kinds = try #require(decoded.view?.state.map(\.initial.kind))
        #expect(
            kinds == [.integer(42), .double(-500), .string("４２"), .string("42é"), .double(0.5), .null, .boolean(false)])
    }

    @Test func theFileNameIsTheLastNonEmptyPathComponent() {
        let marked = MarkedText("view: 1️⃣Counter\nbody: []\n")
        #expect(
            Decoded(marked.text, path: "Spécs//Compteur.yaml").messages == [
                diagnostic(
                    marked[1], "file-name-mismatch",
                    "view 'Counter' is declared in 'Compteur.yaml'; name the file 'Counter.yaml'", severity: "warning")
            ])
        #expect(Decoded(marked.text, path: "Specs/Counter.yaml/").messages == [])
    }
}
