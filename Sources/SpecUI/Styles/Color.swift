/// A named color, as SwiftUI spells it: `.blue`, `Color.white`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The palette a spec can name.
    public enum Name: String, CaseIterable, Hashable, Sendable {
        case black, white, gray, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
        case primary, secondary, accentColor
    }

    /// Which color of the palette this is.
    public let name: Name

    /// A color from its palette name.
    public init(_ name: Name) {
        self.name = name
    }

    public var description: String { name.rawValue }

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
}
