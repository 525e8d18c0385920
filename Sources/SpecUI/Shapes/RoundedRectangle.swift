/// A rectangle with rounded corners: `RoundedRectangle(cornerRadius: 4).stroke(.blue)`.
///
/// The radius is in cells, as every length is, and no more than half the shorter side; a terminal draws a
/// corner rounded by a character (`╭`), so only a radius longer than a row cuts cells off the corners.
public struct RoundedRectangle: Shape {
    public var cornerRadius: Double

    public init(cornerRadius: Double) {
        self.cornerRadius = cornerRadius
    }

    public var _outline: ResolvedShape.Outline { .roundedRectangle(cornerRadius: cornerRadius) }
}

extension RoundedRectangle: PrimitiveView {}
