import SpecUICompiler
import Testing

/// `ForEach` in its three identity forms and the binding form.
@Suite struct ForEachGenerationTests {
    @Test func identityForms() {
        let generated = generateView(
            """
            view: TestView
            props:
              todos: "[Todo]"
            state:
              names: ["Ada", "Grace"]
            body:
              - ForEach: todos
                as: todo
                content:
                  - Text: "{todo.title}"
              - ForEach: todos
                id: title
                content:
                  - Text: "{item.id}"
              - ForEach: names
                id: self
                as: name
                content:
                  - Text: "Hi {name}"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        ForEach(todos) { todo in
                            Text(todo.title)
                        }
                        ForEach(todos, id: \\.title) { item in
                            Text("\\(item.id)")
                        }
                        ForEach(names, id: \\.self) { name in
                            Text("Hi \\(name)")
                        }
                """
            )
        )
    }

    @Test func bindingRowsWithContainersBecomeRowViews() {
        let generated = generateView(
            """
            view: TestView
            state:
              todos:
                type: "[Todo]"
                initial:
                  - { id: 1, title: "Buy milk", done: false }
            body:
              - ForEach: $todos
                as: todo
                content:
                  - Toggle: "Done"
                    isOn: $todo.done
                  - HStack:
                      - Text: "{todo.title}"
                      - Button: "Delete"
                        action: "todos.remove(id: todo.id)"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                    var body: some View {
                        ForEach($todos) { $todo in
                            TestViewRow(todo: $todo, todos: $todos)
                        }
                    }
                """
            )
        )
        // The row compares no binding: its body reads the element it shows through its binding, which runs the
        // row again when the element changes.
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                private struct TestViewRow: View, Equatable {
                    @Binding var todo: Todo
                    @Binding var todos: [Todo]

                    var body: some View {
                        Toggle("Done", isOn: $todo.done)
                        HStack {
                            Text(todo.title)
                            Button("Delete") {
                                todos.removeAll { $0.id == todo.id }
                            }
                        }
                    }

                    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
                        true
                    }
                }
                """
            )
        )
    }
}
