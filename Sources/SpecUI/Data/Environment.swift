/// A value read from the view's environment: `@Environment(\.layoutDirection) private var layoutDirection`.
///
/// A view is re-evaluated when a value it reads changes, and only then.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    var values: EnvironmentValues?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The `@Observable` object of `objectType` an ancestor set with `environment(_:)`:
    /// `@Environment(Library.self) private var library`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        keyPath = \EnvironmentValues.[observable: ObservableKey<Value>()]
    }

    /// The `@Observable` object of `objectType` an ancestor set with `environment(_:)`, or nil when none did:
    /// `@Environment(Library.self) private var library: Library?`.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        keyPath = \EnvironmentValues.[optionalObservable: ObservableKey<Object>()]
    }

    public var wrappedValue: Value {
        (values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: @unchecked Sendable {}

extension Environment: NonInputField {}

extension Environment: GraphField {
    static func install(at pointer: UnsafeMutableRawPointer, label: String, node: ViewNode) {
        let field = pointer.assumingMemoryBound(to: Environment<Value>.self)
        field.pointee.values = node.environment
        node.recordEnvironmentRead(field.pointee.keyPath)
    }
}
