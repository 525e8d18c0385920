/// Changes the value of a preference the modified view hands up, or sets it in place of the values set inside.
public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier {
    let transform: (inout Key.Value) -> Void

    public typealias Body = Never
}

extension _PreferenceTransformModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.preferenceTransforms[ObjectIdentifier(Key.self)] = transform
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Sets `key`'s value for this view, in place of the values set inside it, which the views around read with
    /// `onPreferenceChange(_:perform:)`.
    ///
    /// ```swift
    /// Text(title).preference(key: TitleKey.self, value: title)
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
        -> ModifiedContent<Self, _PreferenceTransformModifier<K>>
    {
        transformPreference(key) { $0 = value }
    }

    /// Changes the value of `key` the view hands up: the values set inside it, combined (the default when none
    /// is), go through `callback`.
    ///
    /// ```swift
    /// Rows().transformPreference(BadgeCount.self) { $0 = min($0, 99) }
    /// ```
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    )
        -> ModifiedContent<Self, _PreferenceTransformModifier<K>>
    {
        modifier(_PreferenceTransformModifier(transform: callback))
    }
}
