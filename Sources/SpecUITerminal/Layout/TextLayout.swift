import SpecUI

/// What text inherits from the modifiers around it: how many lines it may take and how its lines align.
struct TextLayout: Hashable {
    /// The most lines a text may take (`lineLimit`); nil for as many as fit.
    var lineLimit: Int?
    /// Where each line sits in the text's frame (`multilineTextAlignment`).
    var alignment = TextAlignment.leading
}
