/// A text style, as SwiftUI spells it: `.font(.largeTitle)`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// SwiftUI's text styles; a spec can name `largeTitle`, `title`, `headline`, `body`, `caption` and `footnote`.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, headline, body, caption, footnote
        case title2, title3, subheadline, callout, caption2
    }

    /// Which text style this is.
    public let style: TextStyle

    /// The weight given with `weight(_:)`; nil for the text style's own.
    public internal(set) var weight: Weight?

    /// The size in points of a `system(size:)` font, drawn as the text style of the nearest size.
    public internal(set) var size: Double?

    /// Whether `italic()` slants the font.
    public internal(set) var isItalic = false

    /// A font from its text style.
    public init(_ style: TextStyle) {
        self.style = style
    }

    public var description: String {
        let base =
            size.map { size in
                let whole = size.rounded() == size && abs(size) < 1e15
                return "system(size: \(whole ? String(Int(size)) : String(size)))"
            } ?? style.rawValue
        let weighted = weight.map { "\(base).weight(.\($0))" } ?? base
        return isItalic ? weighted + ".italic()" : weighted
    }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let headline = Font(.headline)
    public static let body = Font(.body)
    public static let caption = Font(.caption)
    public static let footnote = Font(.footnote)
    public static let title2 = Font(.title2)
    public static let title3 = Font(.title3)
    public static let subheadline = Font(.subheadline)
    public static let callout = Font(.callout)
    public static let caption2 = Font(.caption2)
}
