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
        let keyPath = field.pointee.keyPath
        node.environmentReads.append { old, new in
            equalIfEquatable(old[keyPath: keyPath], new[keyPath: keyPath]) ?? false
        }
    }
}
