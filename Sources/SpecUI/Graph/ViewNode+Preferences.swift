extension ViewNode {
    /// The value of `key` this node's view hands up: its own `preference(key:value:)`, else the values its shown
    /// children hand up, combined in order with the key's `reduce`; nil where none is set.
    func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
        if let value = preferenceValues[ObjectIdentifier(key)] as? Key.Value {
            return value
        }
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
