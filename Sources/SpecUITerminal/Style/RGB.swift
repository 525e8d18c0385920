/// A 24-bit color.
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The nearest entry of the xterm 256-color palette (6×6×6 cube or the 24-step gray ramp).
    public var nearest256: UInt8 {
        func cubeLevel(_ component: UInt8) -> Int {
            component < 48 ? 0 : component < 115 ? 1 : (Int(component) - 35) / 40
        }
        let levels = [0, 95, 135, 175, 215, 255]
        let (r, g, b) = (cubeLevel(red), cubeLevel(green), cubeLevel(blue))
        let cube = RGB(UInt8(levels[r]), UInt8(levels[g]), UInt8(levels[b]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grayIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grayLevel = UInt8(8 + 10 * grayIndex)
        let gray = RGB(grayLevel, grayLevel, grayLevel)
        if gray.distance(to: self) < cube.distance(to: self) {
            return UInt8(232 + grayIndex)
        }
        return UInt8(16 + 36 * r + 6 * g + b)
    }

    /// The nearest of the 16 standard ANSI colors (0–7 normal, 8–15 bright) in the xterm palette.
    public var nearest16: UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in Self.ansi16.enumerated() {
            let distance = candidate.distance(to: self)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    /// The xterm default values of the 16 ANSI colors.
    static let ansi16: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    func distance(to other: RGB) -> Int {
        let dr = Int(red) - Int(other.red)
        let dg = Int(green) - Int(other.green)
        let db = Int(blue) - Int(other.blue)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}
