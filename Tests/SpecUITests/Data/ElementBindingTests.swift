import SpecUI
import Testing

@MainActor
@Suite struct ElementBindingTests {
    /// A collection held outside any view, read and written through a binding.
    final class Storage {
        var todos = [BoundTodo(id: 1), BoundTodo(id: 2), BoundTodo(id: 3)]
    }

    private func elementBinding(_ storage: Storage, id: Int, at index: Int) -> Binding<BoundTodo> {
        let todos = Binding(get: { storage.todos }, set: { storage.todos = $0 })
        return todos.element(withID: id, at: index, idOf: \.id)
    }

    @Test func readsAndWritesFollowTheElementWhenItMoves() {
        let storage = Storage()
        let third = elementBinding(storage, id: 3, at: 2)
        storage.todos.insert(BoundTodo(id: 4), at: 0)
        third.wrappedValue.done = true
        #expect(storage.todos.map(\.done) == [false, false, false, true])
        storage.todos.removeFirst(2)
        #expect(third.wrappedValue == BoundTodo(id: 3, done: true))
    }

    @Test func readsGiveTheValueWhenMadeAndWritesAreIgnoredOnceTheElementIsGone() {
        let storage = Storage()
        let third = elementBinding(storage, id: 3, at: 2)
        storage.todos.removeAll()
        #expect(third.wrappedValue == BoundTodo(id: 3))
        third.wrappedValue.done = true
        #expect(storage.todos == [])
        storage.todos = [BoundTodo(id: 1)]
        third.wrappedValue.done = true
        #expect(storage.todos == [BoundTodo(id: 1)])
    }

    @Test func aWriteThatChangesTheIdKeepsTheBindingOnTheElement() {
        let storage = Storage()
        let second = elementBinding(storage, id: 2, at: 1)
        second.wrappedValue.id = 20
        second.wrappedValue.done = true
        #expect(storage.todos == [BoundTodo(id: 1), BoundTodo(id: 20, done: true), BoundTodo(id: 3)])
    }
}
