/// Whether a scroll view draws its scroll indicators: `scrollIndicators(.hidden)`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let visibility: Visibility

    public static let automatic = ScrollIndicatorVisibility(visibility: .automatic)
    public static let visible = ScrollIndicatorVisibility(visibility: .visible)
    public static let hidden = ScrollIndicatorVisibility(visibility: .hidden)
    public static let never = ScrollIndicatorVisibility(visibility: .hidden)
}
