import struct Foundation.IndexSet

extension ForEach {
    /// One view per element of a bound collection whose rows edit it by themselves, as `editActions` allows:
    /// `ForEach($todos, editActions: .all) { $todo in Toggle(todo.title, isOn: $todo.done) }`.
    ///
    /// A deleted row's element is removed from the collection and a moved row's element moved, as `onDelete` and
    /// `onMove` actions doing so would.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Index: Hashable {
        var rows = ForEach(data, id: id, content: content)
        if editActions.contains(.deleting) {
            rows = rows.onDelete { offsets in
                if let remaining = Self.removing(offsets, from: data.wrappedValue) {
                    data.wrappedValue = remaining
                }
            }
        }
        if editActions.contains(.move) {
            rows = rows.onMove { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) }
        }
        self = rows
    }

    /// One view per element of a bound collection of Identifiable elements whose rows edit it by themselves.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// `collection` without the elements at `offsets`; nil for a collection that cannot remove elements.
    private static func removing<C>(_ offsets: IndexSet, from collection: C) -> C? {
        guard let removable = collection as? any RangeReplaceableCollection else { return nil }
        return removed(offsets, from: removable) as? C
    }

    private static func removed<R: RangeReplaceableCollection>(_ offsets: IndexSet, from collection: R) -> R {
        var collection = collection
        for offset in offsets.reversed() where offset >= 0 && offset < collection.count {
            collection.remove(at: collection.index(collection.startIndex, offsetBy: offset))
        }
        return collection
    }
}
