/// A map searched in order while it holds a few entries, as most of a spec's lists are short, and hashed once it
/// holds more: a switch of thousands of cases is decoded and checked in linear time without a small one paying for
/// hashing.
struct SmallMap<Key: Hashable, Value> {
    /// Up to this many entries are searched in order.
    private static var searchedInOrder: Int { 16 }

    private var entries: [(key: Key, value: Value)] = []
    private var table: [Key: Value]?

    subscript(key: Key) -> Value? {
        if let table { return table[key] }
        return entries.first { $0.key == key }?.value
    }

    /// Adds `value` for `key`, which the map does not hold yet.
    mutating func add(_ key: Key, _ value: Value) {
        if table != nil {
            table?[key] = value
            return
        }
        entries.append((key, value))
        if entries.count > Self.searchedInOrder {
            table = Dictionary(entries, uniquingKeysWith: { first, _ in first })
            entries = []
        }
    }
}
