extension Text {
    /// A stretch of a text and the styles written on it, innermost first.
    struct Run: Equatable, Sendable {
        var content: String
        var styles: [ResolvedModifier] = []
    }
}
