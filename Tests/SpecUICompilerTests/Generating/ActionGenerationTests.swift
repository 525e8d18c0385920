import SpecUICompiler
import Testing

/// Statements of actions lowered to the Swift a person would write.
@Suite struct ActionGenerationTests {
    @Test func everyStatement() {
        let generated = generateView(
            """
            view: TestView
            state:
              todos:
                type: "[Todo]"
                initial: []
              count: 0
              flag: false
              draft: ""
            body:
              - Button: "Go"
                action:
                  - count = 2 * (count + 1)
                  - count += 1
                  - count -= 1
                  - flag.toggle()
                  - "todos.append(Todo(id: count, title: draft, done: false))"
                  - "todos.insert(Todo(id: 9, title: \\"x\\", done: true), at: 0)"
                  - "todos.remove(at: 0)"
                  - todos.removeAll()
                  - "todos.removeAll(where: done)"
                  - "todos.remove(id: count)"
                  - draft = ""
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        Button("Go") {
                            count = 2 * (count + 1)
                            count += 1
                            count -= 1
                            flag.toggle()
                            todos.append(Todo(id: count, title: draft, done: false))
                            todos.insert(Todo(id: 9, title: "x", done: true), at: 0)
                            todos.remove(at: 0)
                            todos.removeAll()
                            todos.removeAll(where: \\.done)
                            todos.removeAll { $0.id == count }
                            draft = ""
                        }
                """
            )
        )
    }

    @Test func expressionsKeepSwiftPrecedence() {
        let generated = generateView(
            """
            view: TestView
            props:
              a: Int
              b: Int
              name: String?
            body:
              - Text: "{(a + b) * 2} {a + b * 2} {a - (b - 1)} {name ?? \\"none\\"} {-a} {!(a > b)}"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                #"""
                        Text(
                            "\((a + b) * 2) \(a + b * 2) \(a - (b - 1)) \(name ?? "none") \(-a) \(String(describing: !(a > b)))"
                        )
                """#
            )
        )
    }
}
