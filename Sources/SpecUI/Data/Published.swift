/// A property of an `ObservableObject` whose writes update the views holding the object:
/// `@Published var items: [String] = []`.
///
/// Each write calls the object's `objectWillChange.send()` first, as Combine's `@Published` does.
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    public init(wrappedValue: Value) {
        storage = PublishedStorage(value: wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            let publisher = storage.publisher ?? object.objectWillChange
            storage.publisher = publisher
            publisher.send()
            storage.value = newValue
        }
    }
}

extension Published: @unchecked Sendable where Value: Sendable {}
