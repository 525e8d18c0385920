import struct Foundation.IndexSet

/// What a `ForEach` with `onDelete` or `onMove` does with its rows: the key of each element in order, and the
/// actions that delete and move elements by their offsets.
struct RowEditing {
    var keys: [AnyHashable]
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
}
