/// Where keyboard focus is, as a view reads and moves it: true (or a value) while the focused control is inside
/// the view that `focused(_:)` (or `focused(_:equals:)`) binds to it.
///
/// ```swift
/// struct LoginView: View {
///     enum Field: Hashable { case name, password }
///     @State private var name = ""
///     @State private var password = ""
///     @FocusState private var field: Field?
///     var body: some View {
///         TextField("Name", text: $name).focused($field, equals: .name)
///         SecureField("Password", text: $password).focused($field, equals: .password)
///         Button("Next") { field = .password }
///     }
/// }
/// ```
/// Writing the value moves focus to the first enabled control inside the view bound to it, and writing `false`
/// (or `nil`) takes focus away from such a view. Focus moved by keys changes the value, and the bodies that hold
/// it are evaluated again, as after a write to `@State`. Like `@State`, it lives per identity and is not an input.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// What the state reads while focus is in none of the views bound to it.
    let unfocusedValue: Value
    var box: FocusBox<Value>?

    public init() where Value == Bool {
        unfocusedValue = false
    }

    public init<T: Hashable>() where Value == T? {
        unfocusedValue = nil
    }

    public var wrappedValue: Value {
        get { box?.value ?? unfocusedValue }
        nonmutating set { box?.request(newValue) }
    }

    /// A binding to the focus state, for `focused(_:)` and `focused(_:equals:)`: `$field`.
    public var projectedValue: Binding {
        Binding(box: box, unfocusedValue: unfocusedValue, snapshot: wrappedValue)
    }
}

extension FocusState: @unchecked Sendable where Value: Sendable {}

extension FocusState: Equatable {
    public static func == (lhs: FocusState, rhs: FocusState) -> Bool { true }
}

extension FocusState: NonInputField {}

extension FocusState: StateSlotField {}

extension FocusState: GraphField {
    static func install(at pointer: UnsafeMutableRawPointer, label: String, node: ViewNode) {
        let field = pointer.assumingMemoryBound(to: FocusState<Value>.self)
        field.pointee.box = node.stateSlot(label) {
            let box = FocusBox(unfocusedValue: field.pointee.unfocusedValue, label: label, node: node)
            node.graph.register(box)
            return box
        }
    }
}
