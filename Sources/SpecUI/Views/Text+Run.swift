extension Text {
    /// A stretch of a text and the styles written on it, innermost first.
    struct Run: Equatable, Sendable {
        var text: LocalizedString
        var styles: [ResolvedModifier] = []

        init(_ text: LocalizedString, styles: [ResolvedModifier] = []) {
            (self.text, self.styles) = (text, styles)
        }

        init(content: String, styles: [ResolvedModifier] = []) {
            self.init(LocalizedString(verbatim: content), styles: styles)
        }

        /// The run's characters in the default locale.
        var content: String { text.text }
    }
}
