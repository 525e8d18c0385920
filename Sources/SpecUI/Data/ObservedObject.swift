/// An `ObservableObject` a view is handed: `@ObservedObject var cart: Cart`.
///
/// The view's body is evaluated again after every change the object announces. The object is an input: a parent
/// that hands the same object again does not make the body run, another object does.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the properties of an observed object: `$cart.coupon`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            Binding(object: object, keyPath: keyPath)
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }
}

extension ObservedObject: GraphField {
    static func install(at pointer: UnsafeMutableRawPointer, label: String, node: ViewNode) {
        let field = pointer.assumingMemoryBound(to: ObservedObject<ObjectType>.self)
        node.subscribe(to: field.pointee.wrappedValue, label: label)
    }
}
