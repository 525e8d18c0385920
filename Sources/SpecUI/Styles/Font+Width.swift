extension Font {
    /// How wide a font's letters are: `.font(.title.width(.condensed))`. A terminal draws every letter a cell wide,
    /// so every width draws alike.
    public struct Width: Hashable, Sendable {
        /// The width, from narrowest below 0 to widest above it, `standard` at 0.
        public var value: CGFloat

        public init(_ value: CGFloat) {
            self.value = value
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// This font in `width`, drawn as the font is: a terminal's letters are a cell each.
    public func width(_ width: Width) -> Font {
        self
    }
}
