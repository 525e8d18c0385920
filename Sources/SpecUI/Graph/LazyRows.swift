/// The elements of a `ForEach` inside a `List`: keys known up front, views built on demand.
struct LazyRows {
    var keys: [AnyHashable]
    var indexOfKey: [AnyHashable: Int]
    var content: @MainActor (Int) -> any View

    init(keys: [AnyHashable], content: @escaping @MainActor (Int) -> any View) {
        self.keys = keys
        self.content = content
        var indexOfKey: [AnyHashable: Int] = [:]
        indexOfKey.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() {
            indexOfKey[key] = index
        }
        self.indexOfKey = indexOfKey
    }
}

/// The key of a repeated `ForEach` id after its first occurrence, so every element still gets a node.
struct DuplicateKey: Hashable {
    let id: AnyHashable
    let occurrence: Int
}
