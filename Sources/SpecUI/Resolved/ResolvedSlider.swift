/// A slider with its title, the labels at the ends of its track and how far along its bounds the value is.
public struct ResolvedSlider: Sendable, Equatable {
    public var id: ActionableID
    public var title: String
    public var minimumValueLabel: String?
    public var maximumValueLabel: String?
    /// The value as a fraction of the slider's bounds, from 0 to 1.
    public var fraction: Double
    public var isDisabled: Bool

    public init(
        id: ActionableID, title: String, minimumValueLabel: String?, maximumValueLabel: String?, fraction: Double,
        isDisabled: Bool
    ) {
        self.id = id
        self.title = title
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.fraction = fraction
        self.isDisabled = isDisabled
    }
}
