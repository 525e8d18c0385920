import SpecUI

/// What text inherits from the modifiers around it: how many lines it may take, how its lines align and where it is
/// cut when it does not fit.
struct TextLayout: Hashable {
    /// The most lines a text may take (`lineLimit`); nil for as many as fit.
    var lineLimit: Int?
    /// Where each line sits in the text's frame (`multilineTextAlignment`).
    var alignment = TextAlignment.leading
    /// Where text that does not fit is cut (`truncationMode`).
    var truncation = Text.TruncationMode.tail

    /// This layout as the content of `modifier` inherits it: changed by `lineLimit`, `multilineTextAlignment` and
    /// `truncationMode`, the same for any other modifier.
    func applying(_ modifier: ResolvedModifier) -> TextLayout {
        var result = self
        switch modifier {
        case .lineLimit(let limit): result.lineLimit = limit
        case .multilineTextAlignment(let alignment): result.alignment = alignment
        case .truncationMode(let mode): result.truncation = mode
        default: break
        }
        return result
    }
}
