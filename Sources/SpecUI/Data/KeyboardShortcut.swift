/// A key and its modifiers that activate a control wherever focus is: `.keyboardShortcut("s")` is ⌘S.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a screen or a sheet.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that cancels a screen or a sheet.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
