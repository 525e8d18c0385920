extension Expression {
    /// Whether SwiftUI would take this expression as a `LocalizedStringKey` and read its text as Markdown: a string
    /// literal without interpolations, or a conditional choosing between such literals, one of them holding Markdown
    /// syntax (`on ? "**yes**" : "no"`). Any other String expression is a `String`, which SwiftUI shows as written.
    var readsAsMarkdownKey: Bool {
        guard let texts = keyLiteralTexts else { return false }
        return texts.contains(where: Template.hasMarkdownSyntax)
    }

    /// The texts of a literal SwiftUI takes as a key, or of the literals a conditional chooses between; nil for any
    /// other expression.
    private var keyLiteralTexts: [String]? {
        switch kind {
        case .string(let template):
            var texts: [String] = []
            for part in template.parts {
                guard case .text(let text) = part else { return nil }
                texts.append(text)
            }
            return texts
        case .parenthesized(let inner):
            return inner.keyLiteralTexts
        case .ternary(_, let whenTrue, let whenFalse):
            guard let first = whenTrue.keyLiteralTexts, let second = whenFalse.keyLiteralTexts else { return nil }
            return first + second
        default:
            return nil
        }
    }
}
