/// Bindings to the properties of an `@Observable` object: `TextField("Name", text: $profile.name)`.
///
/// ```swift
/// struct ProfileEditor: View {
///     @Bindable var profile: Profile
///     var body: some View {
///         TextField("Name", text: $profile.name)
///     }
/// }
/// ```
/// A binding made this way points at the object and the property: two of them are `==` when they point at the
/// same property of the same object and read equal values.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object: `$profile.name`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(object: wrappedValue, keyPath: keyPath)
    }
}

extension Bindable: @unchecked Sendable {}
