/// Gives the modified view an explicit identity: a new `id` is a new view with fresh state.
public struct _IdentityModifier<ID: Hashable>: ViewModifier {
    let id: ID

    public typealias Body = Never
}

extension _IdentityModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .group
        node.identifiesChildren = true
        node.reconcile([(AnyHashable(id), content)], context)
    }
}

/// Runs an action when the modified view's identity appears.
public struct _AppearanceActionModifier: ViewModifier {
    let action: @MainActor () -> Void

    public typealias Body = Never
}

extension _AppearanceActionModifier: ActsOnEachView {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        guard !updateEach(node, content: content, context) else { return }
        node.kind = .modifier(nil)
        node.appearanceAction = action
        node.appearsWhenDrawn = context.appearsWhenDrawn
        if node.isNew {
            node.graph.enqueueAppearance(of: node, action)
        }
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

/// Runs an action when the modified view's identity goes away, or its `List` row scrolls out of view.
public struct _DisappearanceActionModifier: ViewModifier {
    let action: @MainActor () -> Void

    public typealias Body = Never
}

extension _DisappearanceActionModifier: ActsOnEachView {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        guard !updateEach(node, content: content, context) else { return }
        node.kind = .modifier(nil)
        node.disappearanceAction = action
        node.appearsWhenDrawn = context.appearsWhenDrawn
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

/// Runs an action after an update in which `value` changed, with the old and new values (and, when `initial`,
/// once when the view appears, with the first value as both).
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    public typealias Body = Never
}

extension _ValueActionModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .modifier(nil)
        let appears = node.isNew
        // Content first, so that chained onChange actions run in the order they were written.
        node.reconcile([(AnyHashable(0), content)], context)
        let action = self.action
        let new = value
        // Unwrapped first: a missing value cast to an optional `Value` would be `nil`, an old value of its own.
        if let observed = node.observedValue, let old = observed as? Value, old != value {
            node.graph.enqueue { action(old, new) }
        } else if appears, initial {
            node.graph.enqueue { action(new, new) }
        }
        node.observedValue = value
    }
}

extension View {
    /// Binds this view's identity to `id`.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier<ID>> {
        modifier(_IdentityModifier(id: id))
    }

    /// Runs `action` after this view first appears (and again after it reappears).
    public func onAppear(perform action: (@MainActor () -> Void)? = nil)
        -> ModifiedContent<Self, _AppearanceActionModifier>
    {
        modifier(_AppearanceActionModifier(action: action ?? {}))
    }

    /// Runs `action` after this view disappears: its branch, element or `id` is gone, or its `List` row scrolled
    /// out of view.
    ///
    /// ```swift
    /// DetailView(item: item)
    ///     .onAppear { isShowingDetail = true }
    ///     .onDisappear { isShowingDetail = false }
    /// ```
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil)
        -> ModifiedContent<Self, _DisappearanceActionModifier>
    {
        modifier(_DisappearanceActionModifier(action: action ?? {}))
    }

    /// Runs `action` with the old and new value after an update that changed `value`; with `initial`, also
    /// when the view appears, with the first value as both.
    ///
    /// ```swift
    /// TextField("Search", text: $query)
    ///     .onChange(of: query, initial: true) { oldValue, newValue in results = search(newValue) }
    /// ```
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
    ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after an update that changed `value`; with `initial`, also when the view appears.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value after an update that changed `value`, the form before `initial:`.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void)
        -> ModifiedContent<Self, _ValueActionModifier<V>>
    {
        modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
    }
}
