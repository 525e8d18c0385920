extension Text {
    /// Where text that does not fit its room is cut, and the `…` drawn: `truncationMode(_:)`.
    public enum TruncationMode: Hashable, Sendable {
        /// The start is cut: `…o world`.
        case head
        /// The end is cut, as text is by default: `Hello w…`.
        case tail
        /// The middle is cut: `Hell…rld`.
        case middle
    }
}
