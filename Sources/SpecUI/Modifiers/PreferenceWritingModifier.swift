/// Sets the value of a preference for the modified view, in place of the values set inside it.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
    let value: Key.Value

    public typealias Body = Never
}

extension _PreferenceWritingModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.preferenceValues[ObjectIdentifier(Key.self)] = value
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Sets `key`'s value for this view, which the views around read with `onPreferenceChange(_:perform:)`.
    ///
    /// ```swift
    /// Text(title).preference(key: TitleKey.self, value: title)
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
        -> ModifiedContent<Self, _PreferenceWritingModifier<K>>
    {
        modifier(_PreferenceWritingModifier(value: value))
    }
}
