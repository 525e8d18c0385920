/// What a `TextField(value:format:)` edits: the value's text as its format writes it, and how typed text is read
/// back into the value.
struct FormattedEntry {
    /// The value as text in a locale.
    let display: @MainActor (Locale) -> String
    /// Reads text with the format's parse strategy in a locale and writes the value; text it cannot read leaves
    /// the value.
    let commit: @MainActor (String, Locale) -> Void

    /// The text typed since the value was last written, kept by the field's node; nil shows the value.
    @MainActor final class Draft {
        var text: String?
    }

    /// The binding the field edits: the draft while there is one, else the value's text in `locale`.
    @MainActor
    func text(_ draft: Draft, node: ViewNode, locale: Locale) -> Binding<String> {
        Binding(
            get: { draft.text ?? display(locale) },
            set: { text in
                draft.text = text
                node.graph.markDirty(node)
            })
    }

    /// Writes the draft, read in `locale`, into the value, if there is one, and shows the value again.
    @MainActor
    func commit(_ draft: Draft, node: ViewNode, locale: Locale) {
        guard let text = draft.text else { return }
        draft.text = nil
        commit(text, locale)
        node.graph.markDirty(node)
    }
}
