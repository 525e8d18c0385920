extension FocusState {
    /// A binding to a view's focus state, which `focused(_:)` and `focused(_:equals:)` take, and which a child
    /// view holds as `@FocusState.Binding var isFocused: Bool`.
    ///
    /// Two bindings are the same input when they reach the same state and read the same value when they were made.
    @propertyWrapper
    public struct Binding {
        let box: FocusBox<Value>?
        let unfocusedValue: Value
        /// The value the state read when the binding was made; what input comparison compares.
        let snapshot: Value

        public var wrappedValue: Value {
            get { box?.value ?? unfocusedValue }
            nonmutating set { box?.request(newValue) }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState.Binding: @unchecked Sendable {}

extension FocusState.Binding: BindingField {
    func isSameBinding(as other: Any) -> Bool {
        guard let other = other as? FocusState<Value>.Binding else { return false }
        return box === other.box && snapshot == other.snapshot
    }
}
