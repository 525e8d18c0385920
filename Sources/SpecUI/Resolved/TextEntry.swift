/// How a text control takes its text: one line, one line drawn as bullets, or lines of their own.
public enum TextEntry: Hashable, Sendable {
    /// `TextField`: one line, Return submits it.
    case line
    /// `SecureField`: one line drawn as a bullet for each character.
    case secure
    /// `TextEditor`: as many lines as the text has, wrapped to its width; Return starts a new line.
    case editor
    /// `TextField(axis: .vertical)`: lines wrapped to its width, as many rows as they take; Return starts a new line.
    case wrapped
}
