/// UIKit's capitalization of typed text, as the older `autocapitalization(_:)` takes it.
public enum UITextAutocapitalizationType: Hashable, Sendable {
    case none, words, sentences, allCharacters

    /// The same choice as SwiftUI spells it now.
    var textInputAutocapitalization: TextInputAutocapitalization {
        switch self {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
    }
}
