extension Font {
    /// How heavy a font's strokes are: `.fontWeight(.semibold)`, `.font(.body.weight(.light))`.
    ///
    /// A terminal has one weight besides its regular one: `semibold` and heavier draw bold, `light` and lighter
    /// draw dim, and `regular` and `medium` draw plain, even in a text style that is otherwise bold.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        /// SwiftUI's weights, lightest first.
        enum Name: String, CaseIterable, Sendable {
            case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        let name: Name

        public var description: String { name.rawValue }

        /// Whether the weight draws bold cells.
        package var isBold: Bool { name.order >= Name.semibold.order }

        /// Whether the weight draws dim cells.
        package var isLight: Bool { name.order <= Name.light.order }

        public static let ultraLight = Weight(name: .ultraLight)
        public static let thin = Weight(name: .thin)
        public static let light = Weight(name: .light)
        public static let regular = Weight(name: .regular)
        public static let medium = Weight(name: .medium)
        public static let semibold = Weight(name: .semibold)
        public static let bold = Weight(name: .bold)
        public static let heavy = Weight(name: .heavy)
        public static let black = Weight(name: .black)
    }

    /// This font with its strokes `weight` heavy: `.headline.weight(.regular)`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font, bold.
    public func bold() -> Font {
        weight(.bold)
    }
}

extension Font.Weight.Name {
    /// The weight's place from lightest to heaviest.
    fileprivate var order: Int {
        Self.allCases.firstIndex(of: self) ?? 0
    }
}
