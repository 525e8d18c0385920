/// The values of custom `EnvironmentKey`s set in an environment, by key type.
///
/// Two storages are equal when they set the same keys to equal values; a value that is not Equatable never
/// equals another, so views reading it are re-evaluated whenever their environment is handed down again.
struct EnvironmentStorage: Equatable, @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    static func == (lhs: EnvironmentStorage, rhs: EnvironmentStorage) -> Bool {
        guard lhs.values.count == rhs.values.count else { return false }
        for (key, value) in lhs.values {
            guard let other = rhs.values[key], equalIfEquatable(value, other) == true else { return false }
        }
        return true
    }
}
