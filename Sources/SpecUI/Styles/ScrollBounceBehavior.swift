/// Whether a scroll view bounces at its ends: `.scrollBounceBehavior(.basedOnSize)`. A terminal scroll view stops at
/// its content's ends and never bounces, so every behavior draws it alike.
public enum ScrollBounceBehavior: Hashable, Sendable {
    /// The platform's behavior.
    case automatic
    /// Bouncing whatever the content's size.
    case always
    /// Bouncing only when the content is larger than the window.
    case basedOnSize
}
