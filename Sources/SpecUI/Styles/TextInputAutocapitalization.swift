/// When a software keyboard shifts to capitals on its own, set with `textInputAutocapitalization(_:)`.
///
/// A terminal's hardware keyboard types what is pressed: the field receives each character as typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
    private enum Mode: Hashable, Sendable {
        case never, words, sentences, characters
    }

    private let mode: Mode

    /// No automatic capitals.
    public static let never = TextInputAutocapitalization(mode: .never)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(mode: .words)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(mode: .sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(mode: .characters)
}
