/// An event applied to a view before a snapshot frame is drawn, as `specui preview --tap/--type` spell them.
public enum ScriptedEvent: Hashable, Sendable {
    /// Taps the button or flips the toggle with this accessibilityIdentifier, or else this exact label.
    case tap(String)
    /// Types text at the end of the text field with this accessibilityIdentifier or placeholder, as typing
    /// into the focused field of an interactive preview does.
    case type(String, text: String)
    /// Steps the stepper with this accessibilityIdentifier or label up.
    case increment(String)
    /// Steps the stepper with this accessibilityIdentifier or label down.
    case decrement(String)
    /// A key as the interactive preview would receive it (focus moves, activation, typing, scrolling).
    case key(Key)
}
