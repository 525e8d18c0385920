/// A slider with its title, the labels at the ends of its track and how far along its bounds the value is.
public struct ResolvedSlider: Sendable, Equatable {
    public var id: ActionableID
    /// The label's texts, which name the slider; a terminal does not draw them, as iOS draws no label beside a
    /// slider.
    public var title: String
    /// The minimum value label's texts and symbols, drawn before the track (`🔈` for a speaker image).
    public var minimumValueLabel: String?
    /// The maximum value label's texts and symbols, drawn after the track.
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
