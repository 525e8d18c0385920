/// The edits a `ForEach` or `List` of a bound collection makes to the collection by itself:
/// `List($todos, editActions: .delete) { $todo in ... }`.
///
/// `.delete` removes a deleted row's element, as an `onDelete` action calling `remove(atOffsets:)` does, and
/// `.move` moves a moved row's element, as an `onMove` action calling `move(fromOffsets:toOffset:)` does.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Rows can be moved.
    public static var move: Self { Self(rawValue: 1 << 0) }

    /// Rows can be deleted, whatever the collection; only a collection that can remove elements offers it.
    static var deleting: Self { Self(rawValue: 1 << 1) }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Rows can be deleted.
    public static var delete: Self { deleting }

    /// Rows can be deleted and moved.
    public static var all: Self { [.move, .delete] }
}
