import Observation

/// A two-way connection to a value stored elsewhere.
///
/// ```swift
/// Toggle(todo.title, isOn: $todo.done)
/// ```
/// Two bindings are `==` when they point at the same storage and read equal values when they were made.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// Where the binding points, `nil` for bindings made of arbitrary closures.
    let location: BindingLocation?
    /// The value read when the binding was made; what equality compares, as the parent saw it.
    let snapshot: Value?
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: nil, get: get, set: set)
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Making a binding reads nothing (see `StateReads`): the value it keeps is no view's read.
    ///
    /// A binding to a property of an `@Observable` object keeps no value (`snapshots` false): reading it would
    /// make the view that made the binding observe the property, which observation cannot be told otherwise,
    /// while a view that reads through the binding observes the property itself.
    init(
        location: BindingLocation?, snapshots: Bool = true, get: @escaping () -> Value,
        set: @escaping (Value) -> Void
    ) {
        self.location = location
        snapshot = location == nil || !snapshots ? nil : StateReads.untracked(get)
        getter = get
        setter = set
    }

    init(box: StateBox<Value>) {
        self.init(location: BindingLocation(slot: box), get: { box.current }, set: { box.set($0) })
    }

    /// A binding to a property of an object, which points at the object and the property.
    init<Object: AnyObject>(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.init(
            location: BindingLocation(root: ObjectIdentifier(object), path: [AnyHashable(keyPath)]),
            snapshots: !(object is any Observable),
            get: { object[keyPath: keyPath] },
            set: { object[keyPath: keyPath] = $0 })
    }

    /// A binding to an immutable value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: nil, get: { value }, set: { _ in })
    }

    /// The value; reading it in a view's evaluation makes the view depend on what it read (see `StateReads`).
    public var wrappedValue: Value {
        get {
            // Outside an evaluation (an action, a frame, the keys of a long list) the read is no view's.
            guard StateReads.isTracking, let location, let slot = location.slot else {
                return getter()
            }
            let getter = self.getter
            let value = StateReads.untracked(getter)
            StateReads.record(slot, at: location) {
                StateRead(slot: slot, location: location, value: value, reread: { getter() })
            }
            return value
        }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a member of the value: `$todo.done`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(
            location: location?.appending(AnyHashable(keyPath)),
            snapshots: !(Value.self is any Observable.Type),
            get: { base.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = base.wrappedValue
                value[keyPath: keyPath] = newValue
                base.wrappedValue = value
            }
        )
    }
}

extension Binding: @unchecked Sendable {}

extension Binding: Equatable where Value: Equatable {
    public static func == (lhs: Binding, rhs: Binding) -> Bool {
        guard let location = lhs.location, location == rhs.location else {
            return false
        }
        return lhs.snapshot == rhs.snapshot
    }
}

extension Binding: BindingField {
    func isSameBinding(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let location, location == other.location else {
            return false
        }
        guard let snapshot, let otherSnapshot = other.snapshot else {
            return false
        }
        return equalIfEquatable(snapshot, otherSnapshot) ?? false
    }
}

/// The storage a binding points at: a state slot (or an object) and a path of members and indices into it.
struct BindingLocation: Hashable {
    let root: ObjectIdentifier
    let path: [AnyHashable]
    /// The state slot at the root, which a read through the binding makes a dependency of the view reading it;
    /// nil for an object's property, which observation follows. Not part of the location's identity.
    ///
    /// Not retained: the binding's getter holds the slot, so copying a binding (every row of a long list gets
    /// one) counts no reference more than it did.
    unowned(unsafe) let slot: (any ReadTrackedSlot)?

    init(root: ObjectIdentifier, path: [AnyHashable], slot: (any ReadTrackedSlot)? = nil) {
        self.root = root
        self.path = path
        self.slot = slot
    }

    /// The whole value of `slot`.
    init(slot: any ReadTrackedSlot) {
        self.init(root: ObjectIdentifier(slot), path: [], slot: slot)
    }

    func appending(_ component: AnyHashable) -> BindingLocation {
        BindingLocation(root: root, path: path + [component], slot: slot)
    }

    static func == (lhs: BindingLocation, rhs: BindingLocation) -> Bool {
        lhs.root == rhs.root && lhs.path == rhs.path
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(path)
    }
}
