extension Font {
    /// A font's design. A terminal draws every design in its one typeface.
    public struct Design: Hashable, Sendable {
        let name: String

        public static let `default` = Design(name: "default")
        public static let serif = Design(name: "serif")
        public static let rounded = Design(name: "rounded")
        public static let monospaced = Design(name: "monospaced")
    }

    /// The system font at `size` points: `.font(.system(size: 28, weight: .bold))`.
    ///
    /// A terminal draws one size, so the font draws as the text style whose default size is nearest (28 points is
    /// a `title`, bold; 12 is a `caption`, dim), with `weight` over the style's own.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(nearestStyle(to: size))
        font.size = size
        font.weight = weight
        return font
    }

    /// The system font in a text style: `.font(.system(.headline, design: .rounded))`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(style)
        font.weight = weight
        return font
    }

    /// A font of the app's own, `name` at `size` points: `.font(.custom("Menlo", size: 14))`.
    ///
    /// A terminal draws one typeface, so it draws as `system(size:)` at that size: the text style of the nearest
    /// size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        system(size: size)
    }

    /// A custom font at `size` points that scales as `textStyle` does; drawn as `system(size:)` at that size.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        system(size: size)
    }

    /// A custom font at `fixedSize` points that does not scale; drawn as `system(size:)` at that size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        system(size: fixedSize)
    }

    /// This font in its monospaced design, as the terminal draws every font.
    public func monospaced() -> Font {
        self
    }

    /// This font with digits of one width, as the terminal draws every character.
    public func monospacedDigit() -> Font {
        self
    }

    /// This font, slanted: `.font(.headline.italic())` draws italic cells.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The text style whose default size (as SwiftUI's Large size category has it) is nearest to `size` points;
    /// at equal distances the smaller, and `body` rather than the semibold `headline` at 17.
    static func nearestStyle(to size: Double) -> TextStyle {
        let sizes: [(TextStyle, Double)] = [
            (.caption2, 11), (.caption, 12), (.footnote, 13), (.subheadline, 15), (.callout, 16), (.body, 17),
            (.title3, 20), (.title2, 22), (.title, 28), (.largeTitle, 34),
        ]
        var nearest = sizes[0]
        for candidate in sizes.dropFirst() where abs(candidate.1 - size) < abs(nearest.1 - size) {
            nearest = candidate
        }
        return nearest.0
    }
}
