/// A text style, as SwiftUI spells it: `.font(.largeTitle)`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The text styles a spec can name.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, headline, body, caption, footnote
    }

    /// Which text style this is.
    public let style: TextStyle

    /// A font from its text style.
    public init(_ style: TextStyle) {
        self.style = style
    }

    public var description: String { style.rawValue }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let headline = Font(.headline)
    public static let body = Font(.body)
    public static let caption = Font(.caption)
    public static let footnote = Font(.footnote)
}
