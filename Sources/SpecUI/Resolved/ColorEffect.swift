/// A change to every color a view is drawn in: `grayscale`, `brightness`, `saturation`, `contrast`,
/// `hueRotation` and `colorMultiply`.
public enum ColorEffect: Sendable, Equatable {
    /// Toward the color's gray by the amount, 0 to 1.
    case grayscale(Double)
    /// Each component raised by the amount: 0 leaves the color, 1 makes it white, -1 black.
    case brightness(Double)
    /// The distance from the color's gray times the amount: 0 is the gray, 1 the color, more is more vivid.
    case saturation(Double)
    /// The distance from middle gray times the amount: 0 is middle gray, 1 the color.
    case contrast(Double)
    /// The hue turned by the angle, saturation and brightness kept.
    case hueRotation(Angle)
    /// Each component times the color's, which the renderer resolves and hands to `applied` as `multiplier`.
    case multiply(Color)

    /// The color of components `red`, `green` and `blue`, each 0 to 1, under this effect, each clamped to 0...1.
    package func applied(
        red: Double, green: Double, blue: Double, multiplier: (red: Double, green: Double, blue: Double) = (1, 1, 1)
    ) -> (red: Double, green: Double, blue: Double) {
        let components: (Double, Double, Double)
        // Rec. 709 luminance, the gray a color's brightness looks like.
        let gray = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        func toward(_ target: Double, by amount: Double) -> (Double, Double, Double) {
            (target + (red - target) * amount, target + (green - target) * amount, target + (blue - target) * amount)
        }
        switch self {
        case .grayscale(let amount): components = toward(gray, by: 1 - min(1, max(0, amount)))
        case .saturation(let amount): components = toward(gray, by: max(0, amount))
        case .contrast(let amount): components = toward(0.5, by: amount)
        case .brightness(let amount): components = (red + amount, green + amount, blue + amount)
        case .multiply: components = (red * multiplier.red, green * multiplier.green, blue * multiplier.blue)
        case .hueRotation(let angle): components = Self.rotatedHue(red, green, blue, by: angle.degrees / 360)
        }
        func unit(_ value: Double) -> Double { min(1, max(0, value)) }
        return (unit(components.0), unit(components.1), unit(components.2))
    }

    /// The color with its hue turned by `turns` of the color wheel.
    private static func rotatedHue(
        _ red: Double, _ green: Double, _ blue: Double, by turns: Double
    ) -> (Double, Double, Double) {
        let maximum = max(red, green, blue)
        let span = maximum - min(red, green, blue)
        guard span > 0 else { return (red, green, blue) }
        var hue: Double
        switch maximum {
        case red: hue = (green - blue) / span
        case green: hue = (blue - red) / span + 2
        default: hue = (red - green) / span + 4
        }
        hue = (hue / 6 + turns).truncatingRemainder(dividingBy: 1)
        let turned = Color(hue: hue < 0 ? hue + 1 : hue, saturation: span / maximum, brightness: maximum)
        guard case .components(let r, let g, let b) = turned.source else { return (red, green, blue) }
        return (r, g, b)
    }
}
