/// The values of custom `EnvironmentKey`s set in an environment, by key type.
///
/// Two storages are equal when they set the same keys to equal values and the same objects; a value that is not
/// Equatable never equals another, so views reading it are re-evaluated whenever their environment is handed down
/// again. Objects are the same when they are one object.
struct EnvironmentStorage: Equatable, @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `Object` that `environment(_:)` set, kept apart from the keys by its type.
    subscript<Object: AnyObject>(object type: Object.Type) -> Object? {
        get { objects[ObjectIdentifier(type)] as? Object }
        set { objects[ObjectIdentifier(type)] = newValue }
    }

    static func == (lhs: EnvironmentStorage, rhs: EnvironmentStorage) -> Bool {
        guard lhs.values.count == rhs.values.count, lhs.objects.count == rhs.objects.count else { return false }
        for (key, value) in lhs.values {
            guard let other = rhs.values[key], equalIfEquatable(value, other) == true else { return false }
        }
        for (key, object) in lhs.objects {
            guard let other = rhs.objects[key], other === object else { return false }
        }
        return true
    }
}
