extension Template {
    /// Whether SwiftUI would read the template's text as Markdown where it takes a `LocalizedStringKey`.
    ///
    /// `Text("*sale*")` shows an italic "sale" and `Text("a\\*b")` drops the backslash, while the spec shows
    /// exactly the text written; such a template is written `Text(verbatim:)`. The characters that can start
    /// inline Markdown are emphasis and code delimiters, links, autolinks, backslash escapes and entities.
    ///
    /// A template that is one string literal, or a conditional choosing between them (`{on ? "**yes**" : "no"}`),
    /// is passed as that literal, which SwiftUI takes as a key too.
    var readsAsMarkdown: Bool {
        if parts.count == 1, case .interpolation(let expression) = parts[0] { return expression.readsAsMarkdownKey }
        return parts.contains { part in
            guard case .text(let text) = part else { return false }
            return Self.hasMarkdownSyntax(text)
        }
    }

    static func hasMarkdownSyntax(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "*", "_", "`", "~", "[", "<", "\\": return true
            case "&" where isEntity(scalars[(index + 1)...]): return true
            default: continue
            }
        }
        return false
    }

    /// Whether `rest`, the text after an `&`, starts an entity reference: `amp;`, `#38;`, `#x26;`.
    private static func isEntity(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
        let name = rest.prefix { $0 == "#" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
        return !name.isEmpty && rest.dropFirst(name.count).first == ";"
    }
}
