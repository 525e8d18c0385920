/// The color space an offscreen rendering works in, for `drawingGroup(opaque:colorMode:)`.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
