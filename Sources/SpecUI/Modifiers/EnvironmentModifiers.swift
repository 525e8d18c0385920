/// Overrides an environment value for the modified view and its descendants.
public struct _EnvironmentWritingModifier<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    public typealias Body = Never
}

extension _EnvironmentWritingModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        var inner = context
        inner.environment[keyPath: keyPath] = value
        node.kind = .modifier(Self.resolved(from: context.environment, to: inner.environment))
        node.reconcile([(AnyHashable(0), content)], inner)
    }

    /// The override as the renderer needs it, when it changes something it draws.
    private static func resolved(from old: EnvironmentValues, to new: EnvironmentValues) -> ResolvedModifier? {
        if old.layoutDirection != new.layoutDirection {
            return .layoutDirection(new.layoutDirection)
        }
        if old.colorScheme != new.colorScheme {
            return .colorScheme(new.colorScheme)
        }
        return nil
    }
}

/// Disables the controls of the modified view when `isDisabled` is true.
public struct _DisabledModifier: ViewModifier {
    let isDisabled: Bool

    public typealias Body = Never
}

extension _DisabledModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        var inner = context
        inner.environment.isEnabled = context.environment.isEnabled && !isDisabled
        node.kind = .modifier(.disabled(isDisabled))
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<V>>
    {
        modifier(_EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// Shows every `Text` inside, button and section titles included, in `textCase`; nil shows them as written.
    ///
    /// ```swift
    /// Text("Recent").textCase(.uppercase)
    /// ```
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Text.Case?>> {
        environment(\.textCase, textCase)
    }

    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _DisabledModifier> {
        modifier(_DisabledModifier(isDisabled: disabled))
    }
}
