import struct Foundation.IndexSet

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as an `onDelete` action does: `todos.remove(atOffsets: offsets)`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source`, in their order, to go before the element at offset `destination` of the
    /// collection as it was (its end for `count`), as an `onMove` action does:
    /// `todos.move(fromOffsets: source, toOffset: destination)`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moved = source.filter { $0 >= 0 && $0 < elements.count }
        let staying = elements.indices.filter { !source.contains($0) }
        let order =
            staying.filter { $0 < destination } + moved + staying.filter { $0 >= destination }
        for (index, offset) in zip(indices, order) {
            self[index] = elements[offset]
        }
    }
}
