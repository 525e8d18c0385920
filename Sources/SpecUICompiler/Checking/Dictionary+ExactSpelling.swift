extension Dictionary where Key == String {
    /// The value stored under a key spelled exactly `name`, scalar for scalar.
    ///
    /// A `String` key matches any canonically equivalent spelling; Swift matches names scalar by scalar, so a key
    /// that is only equivalent to `name` finds nothing here.
    func value(spelledExactly name: String) -> Value? {
        guard let index = index(forKey: name) else { return nil }
        let entry = self[index]
        return entry.key.hasSameScalars(as: name) ? entry.value : nil
    }

    /// The stored key that is canonically equivalent to `name` but spelled with other scalars, for a diagnostic
    /// saying so; nil when there is none or when the key is `name` exactly.
    func keySpelledOtherwise(than name: String) -> String? {
        guard let index = index(forKey: name) else { return nil }
        let key = self[index].key
        return key.hasSameScalars(as: name) ? nil : key
    }
}
