/// Runs an action when the value of a preference set inside the modified view changes.
public struct _PreferenceChangeModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
    let action: @MainActor (Key.Value) -> Void

    public typealias Body = Never
}

extension _PreferenceChangeModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let action = self.action
        node.observePreference { [weak node] () -> (@MainActor () -> Void)? in
            guard let node, let value = Self.changedValue(at: node) else { return nil }
            return { action(value) }
        }
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], context)
    }

    /// The value set inside `node`'s content when it differs from the one last heard (at first, the default).
    private static func changedValue(at node: ViewNode) -> Key.Value? {
        let value = node.children.first?.preferenceValue(Key.self) ?? Key.defaultValue
        let last = node.lastPreferenceValue as? Key.Value ?? Key.defaultValue
        node.lastPreferenceValue = value
        return value == last ? nil : value
    }
}

extension View {
    /// Runs `action` with the value of `key` set inside this view each time it changes, once the update that
    /// changed it settles.
    ///
    /// ```swift
    /// VStack { rows }
    ///     .onPreferenceChange(BadgeCount.self) { total = $0 }
    /// ```
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
    ) -> ModifiedContent<Self, _PreferenceChangeModifier<K>> where K.Value: Equatable {
        modifier(_PreferenceChangeModifier(action: action))
    }
}
