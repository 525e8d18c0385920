/// Binds the modified view to a focus state: the state reads `value` while the focused control is inside the
/// view, and writing `value` to it focuses the view's first enabled control.
public struct _FocusedModifier<Value: Hashable>: ViewModifier {
    let binding: FocusState<Value>.Binding
    let value: Value

    public typealias Body = Never
}

extension _FocusedModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .modifier(nil)
        node.focusTarget = binding.box.map { FocusTarget(storage: $0, value: AnyHashable(value)) }
        node.graph.registerFocusTarget(node)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Makes `condition` true while the focused control is inside this view; setting it to true focuses the
    /// view's first enabled control and setting it to false takes focus away.
    ///
    /// ```swift
    /// @FocusState private var isFocused: Bool
    /// ...
    /// TextField("Search", text: $query).focused($isFocused)
    /// Button("Search") { isFocused = true }
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _FocusedModifier<Bool>> {
        modifier(_FocusedModifier(binding: condition, value: true))
    }

    /// Makes `binding` equal `value` while the focused control is inside this view; setting it to `value`
    /// focuses the view's first enabled control, and setting it to nil takes focus away.
    ///
    /// ```swift
    /// @FocusState private var field: Field?
    /// ...
    /// TextField("Name", text: $name).focused($field, equals: .name)
    /// ```
    public func focused<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, equals value: Value
    ) -> ModifiedContent<Self, _FocusedModifier<Value>> {
        modifier(_FocusedModifier(binding: binding, value: value))
    }
}
