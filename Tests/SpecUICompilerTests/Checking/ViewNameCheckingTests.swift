import SpecUICompiler
import Testing

@Suite struct ViewNameCheckingTests {
    @Test func loopVariableMustNotShadowAMember() {
        let marked = MarkedText(
            """
            view: Main
            props:
              1️⃣tags: "[String]"
            body:
              - ForEach: tags
                id: self
                as: 2️⃣tags
                content:
                  - Text: "{tags}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines.first
                == "\(marked[2]): error: loop variable 'tags' shadows the prop 'tags'; choose another name with 'as:' [shadowed-name]"
        )
        #expect(result.notes.first == "\(marked[1]): note: 'tags' is first declared here")
    }
}
