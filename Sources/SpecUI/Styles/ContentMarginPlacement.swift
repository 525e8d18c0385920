/// What a `contentMargins` modifier insets in the scroll views inside: their content, their scroll indicators, or
/// both (`.automatic`). A terminal draws no scroll indicators, so only the content's margins show.
public enum ContentMarginPlacement: Hashable, Sendable {
    /// The content and the scroll indicators.
    case automatic
    /// The content only.
    case scrollContent
    /// The scroll indicators only, which a terminal does not draw.
    case scrollIndicators

    /// Whether margins in this placement inset the scroll views' content.
    var insetsContent: Bool { self != .scrollIndicators }
}
