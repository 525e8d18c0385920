extension List {
    /// One row per element of a bound collection, the rows deleting or moving their elements as `editActions`
    /// allows: `List($todos, editActions: .delete) { $todo in TextField("Title", text: $todo.title) }`.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable
    {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// One row per element of a bound collection, each identified by the element's `id`, the rows deleting or
    /// moving their elements as `editActions` allows.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent>, C.Index: Hashable {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}
