import SpecUI

struct BoundTodo: Identifiable, Equatable {
    var id: Int
    var done = false
}

/// Rows of `ForEach($todos)` compared as generated views compare them: by a snapshot of the bound element.
struct BoundRowsView: View {
    @State private var todos = [BoundTodo(id: 1), BoundTodo(id: 2), BoundTodo(id: 3)]

    var body: some View {
        VStack {
            Text("done \(todos.filter(\.done).map(\.id))")
            ForEach($todos) { $todo in
                SnapshotRow(todo: $todo, todos: $todos)
            }
            Button("insert top") { todos.insert(BoundTodo(id: 4), at: 0) }
            Button("remove first") { todos.remove(at: 0) }
        }
    }
}

struct SnapshotRow: View, Equatable {
    @Binding var todo: BoundTodo
    @Binding var todos: [BoundTodo]
    private let todoValue: BoundTodo

    init(todo: Binding<BoundTodo>, todos: Binding<[BoundTodo]>) {
        _todo = todo
        todoValue = todo.wrappedValue
        _todos = todos
    }

    var body: some View {
        HStack {
            Toggle("todo \(todo.id)", isOn: $todo.done)
                .accessibilityIdentifier("toggle-\(todo.id)")
            Button("delete") { todos.removeAll { $0.id == todo.id } }
                .accessibilityIdentifier("delete-\(todo.id)")
        }
    }

    nonisolated static func == (lhs: SnapshotRow, rhs: SnapshotRow) -> Bool {
        lhs.todoValue == rhs.todoValue
    }
}

/// Rows whose bindings the runtime compares itself: same storage and same value.
struct BindingComparedRowsView: View {
    @State private var todos = [BoundTodo(id: 1), BoundTodo(id: 2), BoundTodo(id: 3)]

    var body: some View {
        VStack {
            ForEach($todos) { $todo in
                BindingRow(todo: $todo)
            }
            Button("insert top") { todos.insert(BoundTodo(id: 4), at: 0) }
        }
    }
}

struct BindingRow: View {
    @Binding var todo: BoundTodo

    var body: some View {
        Toggle("todo \(todo.id)", isOn: $todo.done)
            .accessibilityIdentifier("toggle-\(todo.id)")
    }
}
