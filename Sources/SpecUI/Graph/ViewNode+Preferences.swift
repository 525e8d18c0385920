extension ViewNode {
    /// The value of `key` this node's view hands up: the values its shown children hand up, combined in order with
    /// the key's `reduce`, and changed by its `transformPreference` (or set by its `preference(key:value:)`); nil
    /// where none is set.
    func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
        if let transform = preferenceTransforms[ObjectIdentifier(key)] as? (inout Key.Value) -> Void {
            var value = combinedPreferenceValue(key) ?? Key.defaultValue
            transform(&value)
            return value
        }
        return combinedPreferenceValue(key)
    }

    /// The values of `key` the shown children hand up, combined in order with the key's `reduce`.
    private func combinedPreferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
        var combined: Key.Value?
        for child in shownChildren {
            guard let next = child.preferenceValue(key) else { continue }
            if var value = combined {
                Key.reduce(value: &value, nextValue: { next })
                combined = value
            } else {
                combined = next
            }
        }
        return combined
    }

    /// Has the graph ask `check` after each update whether the preference this node hears changed: it returns the
    /// action to run for a change, nil for none.
    func observePreference(_ check: @escaping @MainActor () -> (@MainActor () -> Void)?) {
        preferenceCheck = check
        graph.observePreferences(of: self)
    }
}
