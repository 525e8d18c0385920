/// Finds one element of a collection by its id, remembering where it was last found.
///
/// A class: a binding's getter and setter, and every copy of the binding, share the remembered index and the id,
/// which follows the element when a write through the binding changes it.
final class ElementLookup<Collection: MutableCollection, ID: Hashable> {
    private var id: ID
    private var index: Collection.Index
    /// The element when the binding was made, read once it is gone.
    private let value: Collection.Element
    private let idOf: (Collection.Element) -> ID

    init(id: ID, index: Collection.Index, value: Collection.Element, idOf: @escaping (Collection.Element) -> ID) {
        self.id = id
        self.index = index
        self.value = value
        self.idOf = idOf
    }

    /// The element with the id, or the value it had when the binding was made if it is gone.
    func read(from collection: Collection) -> Collection.Element {
        guard let index = find(in: collection) else { return value }
        return collection[index]
    }

    /// Replaces the element with the id; `false`, leaving the collection as it is, when it is gone.
    func write(_ newValue: Collection.Element, into collection: inout Collection) -> Bool {
        guard let index = find(in: collection) else { return false }
        collection[index] = newValue
        id = idOf(newValue)
        return true
    }

    /// The index of the element with the id: where it was last found if it is still there, else the first match.
    private func find(in collection: Collection) -> Collection.Index? {
        if index >= collection.startIndex, index < collection.endIndex, idOf(collection[index]) == id {
            return index
        }
        guard let found = collection.firstIndex(where: { idOf($0) == id }) else { return nil }
        index = found
        return found
    }
}
