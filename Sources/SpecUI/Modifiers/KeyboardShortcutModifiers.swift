extension View {
    /// Makes `key` with `modifiers` activate the controls inside, wherever focus is: the first enabled one, in the
    /// order they are written, when several share it.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Makes `shortcut` activate the controls inside: `.keyboardShortcut(.defaultAction)` for a sheet's Done.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }

    /// Makes `shortcut` activate the controls inside; nil takes away one set around them.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}
