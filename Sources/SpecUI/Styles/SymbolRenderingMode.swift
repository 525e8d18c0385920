/// How the layers of a symbol are colored: `.symbolRenderingMode(.hierarchical)`. A terminal draws a symbol as one
/// character in one color.
public struct SymbolRenderingMode: Hashable, Sendable {
    private enum Mode: Hashable, Sendable {
        case monochrome, multicolor, hierarchical, palette
    }

    private let mode: Mode

    public static let monochrome = SymbolRenderingMode(mode: .monochrome)
    public static let multicolor = SymbolRenderingMode(mode: .multicolor)
    public static let hierarchical = SymbolRenderingMode(mode: .hierarchical)
    public static let palette = SymbolRenderingMode(mode: .palette)
}
