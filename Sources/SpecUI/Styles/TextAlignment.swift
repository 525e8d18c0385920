/// How the lines of a text of several lines line up with each other: `.multilineTextAlignment(.center)`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
