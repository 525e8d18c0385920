/// A value kept in a `UserDefaults` store under a key: `@AppStorage("username") private var username = "Guest"`.
///
/// The value is the store's for the key, or the default written while the store has none; writing it (or through
/// `$username`) sets the key, and every view reading the key, through any `@AppStorage`, is evaluated again. The
/// store is the one `store:` names, else the one `defaultAppStorage(_:)` set around the view, else
/// `UserDefaults.standard`; values written to the store by other code are read the next time a body reading the
/// key runs (docs/RUNTIME.md).
@MainActor @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    /// The store `store:` names; nil for the environment's.
    private let explicitStore: UserDefaults?
    /// The store `defaultAppStorage(_:)` set around the view, once the view is in the graph.
    private var environmentStore: UserDefaults?
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    private init(
        _ key: String, default defaultValue: Value, store: UserDefaults?,
        read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.explicitStore = store
        self.read = read
        self.write = write
    }

    private var store: UserDefaults { explicitStore ?? environmentStore ?? .standard }

    public var wrappedValue: Value {
        get {
            _ = AppStorageSlot.slot(key, in: store).version
            return read(store, key) ?? defaultValue
        }
        nonmutating set {
            write(store, key, newValue)
            AppStorageSlot.didWrite(to: store)
            AppStorageSlot.slot(key, in: store).changed()
        }
    }

    /// A binding to the stored value: `Toggle("Sounds", isOn: $soundsOn)`.
    public var projectedValue: Binding<Value> {
        let slot = AppStorageSlot.slot(key, in: store)
        return Binding(
            location: BindingLocation(root: ObjectIdentifier(slot), path: []), get: { wrappedValue },
            set: { wrappedValue = $0 })
    }
}

extension AppStorage {
    /// A value the store holds as a property list object of its own type (a `Bool`, a number, a string, data).
    private init(plist defaultValue: Value, _ key: String, store: UserDefaults?) {
        self.init(
            key, default: defaultValue, store: store, read: { $0.object(forKey: $1) as? Value },
            write: { $0.set($2, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(plist: wrappedValue, key, store: store)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(plist: wrappedValue, key, store: store)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(plist: wrappedValue, key, store: store)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(plist: wrappedValue, key, store: store)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(plist: wrappedValue, key, store: store)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            key, default: wrappedValue, store: store, read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An enumeration kept as its raw string: `@AppStorage("theme") private var theme = Theme.system`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key, default: wrappedValue, store: store,
            read: { ($0.object(forKey: $1) as? String).flatMap { Value(rawValue: $0) } },
            write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// An enumeration kept as its raw integer.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key, default: wrappedValue, store: store,
            read: { ($0.object(forKey: $1) as? Int).flatMap { Value(rawValue: $0) } },
            write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional string, nil while the store has none; writing nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: key, store: store)
    }

    /// An optional integer, nil while the store has none; writing nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: key, store: store)
    }

    /// An optional property list value: nil while the store has none, and writing nil removes the key.
    private init<Wrapped>(optional key: String, store: UserDefaults?) where Value == Wrapped? {
        self.init(
            key, default: nil, store: store, read: { $0.object(forKey: $1).map { $0 as? Wrapped } },
            write: { store, key, value in
                if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
            })
    }
}

extension AppStorage: Equatable {
    /// Stored values are not inputs, as `@State` is not: two views differ only in what else they hold.
    public nonisolated static func == (lhs: AppStorage, rhs: AppStorage) -> Bool { true }
}

extension AppStorage: NonInputField {}

extension AppStorage: GraphField {
    /// Without `store:`, the value is kept in the store `defaultAppStorage(_:)` set around the view, and the view
    /// is evaluated again when that store changes.
    static func install(at pointer: UnsafeMutableRawPointer, label: String, node: ViewNode) {
        let field = pointer.assumingMemoryBound(to: AppStorage<Value>.self)
        guard field.pointee.explicitStore == nil else { return }
        field.pointee.environmentStore = node.environment.defaultAppStorage
        node.recordEnvironmentRead(\.defaultAppStorage)
    }
}
