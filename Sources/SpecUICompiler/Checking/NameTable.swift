/// A small map from names to values that keeps the first value given for each name.
///
/// A view mentions a handful of distinct names, so lookups compare names in a
/// short array and hash only once the table grows past `linearLimit` entries.
struct NameTable<Value> {
    /// Beyond this many names, lookups go through a dictionary of positions.
    private static var linearLimit: Int { 16 }

    /// Names in the order they were first added, with their values.
    private(set) var entries: [(name: String, value: Value)] = []
    /// Each name's position in `entries`, kept only past `linearLimit` names.
    private var positions: [String: Int] = [:]

    init() {}

    /// An empty table with room for `minimumCapacity` names before it grows.
    init(minimumCapacity: Int) {
        entries.reserveCapacity(Swift.min(minimumCapacity, Self.linearLimit))
    }

    /// The value first added under `name`.
    subscript(name: String) -> Value? {
        guard let index = index(of: name) else { return nil }
        return entries[index].value
    }

    func contains(_ name: String) -> Bool { index(of: name) != nil }

    /// Adds `name` with `value` unless it is already present; returns whether it was added.
    @discardableResult
    mutating func add(_ name: String, _ value: Value) -> Bool {
        if entries.count < Self.linearLimit {
            if linearIndex(of: name) != nil { return false }
            entries.append((name, value))
            if entries.count == Self.linearLimit {
                for (index, entry) in entries.enumerated() { positions[entry.name] = index }
            }
            return true
        }
        guard positions[name] == nil else { return false }
        positions[name] = entries.count
        entries.append((name, value))
        return true
    }

    private func index(of name: String) -> Int? {
        entries.count < Self.linearLimit ? linearIndex(of: name) : positions[name]
    }

    private func linearIndex(of name: String) -> Int? {
        for index in entries.indices where entries[index].name == name { return index }
        return nil
    }
}

extension NameTable: Sendable where Value: Sendable {}
