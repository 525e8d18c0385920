/// The variants a symbol is drawn in, set with `symbolVariant(_:)`: `.fill`, `.circle`, `.square`,
/// `.rectangle`, `.slash`, and combinations such as `.circle.fill`.
///
/// ```swift
/// Label("Favorites", systemImage: "star")
///     .symbolVariant(.fill)
/// ```
public struct SymbolVariants: Hashable, Sendable {
    /// The name parts, in the order SF Symbols writes them: `slash`, then a shape, then `fill`.
    private var parts: [String]

    private init(_ parts: [String]) {
        self.parts = parts
    }

    public static let none = SymbolVariants([])
    public static let circle = SymbolVariants(["circle"])
    public static let square = SymbolVariants(["square"])
    public static let rectangle = SymbolVariants(["rectangle"])
    public static let fill = SymbolVariants(["fill"])
    public static let slash = SymbolVariants(["slash"])

    public var circle: SymbolVariants { adding("circle") }
    public var square: SymbolVariants { adding("square") }
    public var rectangle: SymbolVariants { adding("rectangle") }
    public var fill: SymbolVariants { adding("fill") }
    public var slash: SymbolVariants { adding("slash") }

    /// Whether these variants include every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        other.parts.allSatisfy(parts.contains)
    }

    /// These variants and `other`'s, a shape of `other` in place of this one's.
    func union(_ other: SymbolVariants) -> SymbolVariants {
        other.parts.reduce(self) { $0.adding($1) }
    }

    private static let order = ["slash", "circle", "square", "rectangle", "fill"]
    private static let shapes: Set = ["circle", "square", "rectangle"]

    private func adding(_ part: String) -> SymbolVariants {
        var kept = parts.filter { $0 != part && !(Self.shapes.contains(part) && Self.shapes.contains($0)) }
        kept.append(part)
        return SymbolVariants(Self.order.filter(kept.contains))
    }

    /// `name` in these variants: each part its name does not end in already, in SF Symbols' order
    /// (`bell` with `.slash.fill` is `bell.slash.fill`). A name that holds a shape after its first part
    /// (`person.crop.circle`, `xmark.square.fill`) is given no shape, neither the one it holds again nor another:
    /// the shape nearest the image wins, as an inner `symbolVariant`'s wins over an outer one's.
    func applied(to name: String) -> String {
        var base = name.split(separator: ".").map(String.init)
        let holdsShape = base.dropFirst().contains(where: Self.shapes.contains)
        var present: [String] = []
        while base.count > 1, let last = base.last, Self.order.contains(last) {
            present.append(base.removeLast())
        }
        let added = holdsShape ? parts.filter { !Self.shapes.contains($0) } : parts
        return (base + Self.order.filter { present.contains($0) || added.contains($0) }).joined(separator: ".")
    }
}

extension EnvironmentValues {
    /// The variants the symbols inside are drawn in, added to with `symbolVariant(_:)`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}
