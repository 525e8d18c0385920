import SpecUI

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

    /// The one color a cell draws `color` in on a `scheme` screen.
    ///
    /// A palette color is `named`'s, components are the RGB they say, a semantic one Apple's in `scheme`, and a translucent color is blended with
    /// the screen's backdrop (white in light mode, black in dark), since a cell shows one color and the
    /// terminal's own is unknown; nil for the terminal's own foreground, `primary` when opaque. A clear color
    /// blends to the backdrop: a fill of it is not drawn at all (``isDrawn(_:)``).
    public static func resolved(_ color: Color, scheme: ColorScheme) -> TerminalColor? {
        let backdrop = scheme == .dark ? RGB(0, 0, 0) : RGB(255, 255, 255)
        let opaque: TerminalColor
        switch color.source {
        case .system:
            return resolved(color.resolved(in: scheme), scheme: scheme)
        case .palette(let name):
            if let named = named(name.rawValue) {
                opaque = named
            } else {
                // `primary`: the terminal's foreground, which only an opaque color can leave to the terminal.
                guard color.opacity < 1 else { return nil }
                opaque = TerminalColor(rgb: scheme == .dark ? RGB(255, 255, 255) : RGB(0, 0, 0))
            }
        case .components(let red, let green, let blue):
            opaque = TerminalColor(rgb: RGB(Self.byte(red), Self.byte(green), Self.byte(blue)))
        }
        guard color.opacity < 1 else { return opaque }
        func mix(_ component: UInt8, _ behind: UInt8) -> UInt8 {
            byte((Double(component) * color.opacity + Double(behind) * (1 - color.opacity)) / 255)
        }
        let rgb = opaque.rgb
        return TerminalColor(
            rgb: RGB(
                mix(rgb.red, backdrop.red), mix(rgb.green, backdrop.green), mix(rgb.blue, backdrop.blue)))
    }

    /// Whether a fill of `color` (a background, a shape) draws anything: a clear one shows what is behind it.
    public static func isDrawn(_ color: Color) -> Bool { color.opacity > 0 }

    private static func byte(_ unit: Double) -> UInt8 { UInt8((min(1, max(0, unit)) * 255).rounded()) }

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
