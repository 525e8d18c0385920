/// How a `NavigationStack` draws the title of the view it shows: `.toolbarTitleDisplayMode(.inline)`.
public enum ToolbarTitleDisplayMode: Hashable, Sendable {
    /// As the view below it in the stack does; large at the root.
    case automatic
    /// Bold, centered on the bar row.
    case inline
    /// In the large title's style at the leading edge of the bar row, after the back button and the leading items.
    case inlineLarge
    /// On a row of its own under the bar, in the large title's style.
    case large

    /// The mode `navigationBarTitleDisplayMode(_:)` sets.
    init(_ mode: NavigationBarItem.TitleDisplayMode) {
        switch mode {
        case .automatic: self = .automatic
        case .inline: self = .inline
        case .large: self = .large
        }
    }
}
