/// Private state of a view, stored by the graph for the view's identity.
///
/// ```swift
/// struct CounterView: View {
///     @State private var count = 0
///     var body: some View {
///         Button("\(count)") { count += 1 }
///     }
/// }
/// ```
/// The initial value is used once, when the identity first appears. `==` always holds: state is not an input.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    var box: StateBox<Value>?

    public init(wrappedValue value: Value) {
        initialValue = value
    }

    public init(initialValue value: Value) {
        initialValue = value
    }

    public var wrappedValue: Value {
        get { box?.value ?? initialValue }
        nonmutating set { box?.set(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        guard let box else {
            return .constant(initialValue)
        }
        return Binding(box: box)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        initialValue = nil
    }
}

extension State: @unchecked Sendable where Value: Sendable {}

extension State: Equatable {
    public static func == (lhs: State, rhs: State) -> Bool { true }
}

extension State: NonInputField {}

extension State: GraphField {
    static func install(at pointer: UnsafeMutableRawPointer, label: String, node: ViewNode) {
        let field = pointer.assumingMemoryBound(to: State<Value>.self)
        field.pointee.box = node.stateSlot(label) {
            StateBox(value: field.pointee.initialValue, label: label, node: node)
        }
    }
}

extension State: StateSlotField {}
