/// Text with `{expression}` interpolations, as in `"العداد: {count}"`.
///
/// `{{` and `}}` have already been turned into literal braces in `.text` parts.
package struct Template: Hashable, Sendable {
    package enum Part: Hashable, Sendable {
        case text(String)
        case interpolation(Expression)
    }

    package var parts: [Part]
    package var range: SourceRange

    package init(parts: [Part], range: SourceRange) {
        self.parts = parts
        self.range = range
    }

    /// The text when the template interpolates nothing.
    package var literalText: String? {
        // Nearly every template without interpolations is one text part, returned as it is rather than copied.
        if parts.count == 1, case .text(let text) = parts[0] { return text }
        var text = ""
        for part in parts {
            guard case .text(let piece) = part else { return nil }
            text += piece
        }
        return text
    }
}
