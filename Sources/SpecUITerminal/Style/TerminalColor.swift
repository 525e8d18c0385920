/// A color as the terminal is asked to draw it; `nil` in a ``CellStyle`` means the terminal's default.
public struct TerminalColor: Hashable, Sendable {
    /// The color in 24 bits, used on truecolor terminals and to find the nearest 256-color entry.
    public var rgb: RGB
    /// The ANSI color (0–15) used on 16-color terminals.
    public var ansi16: UInt8

    public init(rgb: RGB, ansi16: UInt8? = nil) {
        self.rgb = rgb
        self.ansi16 = ansi16 ?? rgb.nearest16
    }

    /// The color SpecUI calls `name` (`red`, `accentColor`, ...), or nil for an unknown name and for `primary`,
    /// which is the terminal's own foreground.
    ///
    /// RGB values are Apple's light-mode system colors; each has a hand-picked ANSI color so that orange stays
    /// distinct from red and yellow on 16-color terminals.
    public static func named(_ name: String) -> TerminalColor? {
        guard let (rgb, ansi) = palette[name] else { return nil }
        return TerminalColor(rgb: rgb, ansi16: ansi)
    }

    private static let palette: [String: (RGB, UInt8)] = [
        "black": (RGB(0, 0, 0), 0),
        "white": (RGB(255, 255, 255), 15),
        "gray": (RGB(142, 142, 147), 8),
        "red": (RGB(255, 59, 48), 1),
        "orange": (RGB(255, 149, 0), 11),
        "yellow": (RGB(255, 204, 0), 3),
        "green": (RGB(52, 199, 89), 2),
        "mint": (RGB(0, 199, 190), 14),
        "teal": (RGB(48, 176, 199), 6),
        "cyan": (RGB(50, 173, 230), 14),
        "blue": (RGB(0, 122, 255), 4),
        "indigo": (RGB(88, 86, 214), 12),
        "purple": (RGB(175, 82, 222), 5),
        "pink": (RGB(255, 45, 85), 13),
        "brown": (RGB(162, 132, 94), 3),
        "secondary": (RGB(142, 142, 147), 8),
        "accentColor": (RGB(0, 122, 255), 4),
    ]
}
