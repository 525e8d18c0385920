extension Font {
    /// How far apart a font's lines are: `.font(.body.leading(.tight))`. A terminal draws a line of text on each
    /// row, so every leading draws alike.
    public enum Leading: Hashable, Sendable {
        case standard
        case tight
        case loose
    }

    /// This font with `leading`, drawn as the font is: a terminal's lines are a row each.
    public func leading(_ leading: Leading) -> Font {
        self
    }
}
