/// The namespace of `TitleDisplayMode`, for `navigationBarTitleDisplayMode(_:)`.
public struct NavigationBarItem: Sendable {
    /// How a `NavigationStack` draws the title of the view it shows.
    public enum TitleDisplayMode: Equatable, Sendable {
        /// As the view below it in the stack does; large at the root.
        case automatic
        /// Bold, centered on the bar row.
        case inline
        /// On a row of its own under the bar, in the large title's style.
        case large
    }
}
