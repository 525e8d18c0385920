/// Why the views inside are drawn redacted: `redacted(reason: .placeholder)` while their data loads.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Every text inside is a placeholder: drawn as shaded cells the size of its characters.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The texts inside a `privacySensitive()` view are hidden the same way.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date; a terminal draws it as it is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
