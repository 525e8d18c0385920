/// A color, as SwiftUI spells it: a named one (`.blue`, `Color.white`), one from components
/// (`Color(red: 0.2, green: 0.4, blue: 0.8)`, `Color(white: 0.9)`, `Color(hue:saturation:brightness:)`), `.clear`,
/// and any of them made translucent with `opacity(_:)`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The palette a spec can name.
    public enum Name: String, CaseIterable, Hashable, Sendable {
        case black, white, gray, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
        case primary, secondary, accentColor
    }

    /// What a color is before its opacity: a palette entry, or red, green and blue from 0 to 1.
    public enum Source: Hashable, Sendable {
        case palette(Name)
        case components(red: Double, green: Double, blue: Double)
        /// A semantic color, which is a palette color or components once the color scheme is known.
        case system(SystemName)
    }

    public let source: Source
    /// From 0, clear, to 1, opaque.
    public let opacity: Double

    /// A color from its palette name.
    public init(_ name: Name) {
        self.init(.palette(name), opacity: 1)
    }

    /// A color from red, green and blue components, each from 0 to 1 (values outside are clamped, as a display does).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(
            .components(red: Self.unit(red), green: Self.unit(green), blue: Self.unit(blue)), opacity: opacity)
    }

    /// A gray from black (0) to white (1).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from a hue (0 to 1 around the color wheel, red at both ends), saturation and brightness.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = Self.unit(hue) == 1 ? 0 : Self.unit(hue) * 6
        let (saturation, brightness) = (Self.unit(saturation), Self.unit(brightness))
        let sector = Int(hue)
        let fraction = hue - Double(sector)
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double) =
            switch sector {
            case 0: (brightness, rising, low)
            case 1: (falling, brightness, low)
            case 2: (low, brightness, rising)
            case 3: (low, falling, brightness)
            case 4: (rising, low, brightness)
            default: (brightness, low, falling)
            }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    init(_ source: Source, opacity: Double) {
        self.source = source
        self.opacity = Self.unit(opacity)
    }

    /// The palette entry this color is, whatever its opacity; nil for one made from components.
    public var name: Name? {
        guard case .palette(let name) = source else { return nil }
        return name
    }

    /// This color with its opacity multiplied by `opacity`, as SwiftUI composes them: `.blue.opacity(0.5)`.
    public func opacity(_ opacity: Double) -> Color {
        Color(source, opacity: self.opacity * Self.unit(opacity))
    }

    public var description: String {
        if self == .clear { return "clear" }
        let base: String
        switch source {
        case .palette(let name):
            base = name.rawValue
        case .components(let red, let green, let blue):
            base = "Color(red: \(Self.short(red)), green: \(Self.short(green)), blue: \(Self.short(blue)))"
        case .system(let name):
            base = "Color(.\(name.rawValue))"
        }
        return opacity == 1 ? base : base + ".opacity(\(Self.short(opacity)))"
    }

    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    /// A component as written: `0.5`, `1`, at most three decimals.
    private static func short(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    public static let black = Color(.black)
    public static let white = Color(.white)
    public static let gray = Color(.gray)
    public static let red = Color(.red)
    public static let orange = Color(.orange)
    public static let yellow = Color(.yellow)
    public static let green = Color(.green)
    public static let mint = Color(.mint)
    public static let teal = Color(.teal)
    public static let cyan = Color(.cyan)
    public static let blue = Color(.blue)
    public static let indigo = Color(.indigo)
    public static let purple = Color(.purple)
    public static let pink = Color(.pink)
    public static let brown = Color(.brown)
    public static let primary = Color(.primary)
    public static let secondary = Color(.secondary)
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let accentColor = Color(.accentColor)
    /// No color at all: a view drawn in it, or a fill of it, shows what is behind.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}
