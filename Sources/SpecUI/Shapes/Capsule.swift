/// A rectangle whose ends are half circles: `Capsule().fill(.green)`.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        RoundedRectangle.path(in: rect, radius: RoundedRectangle.drawnShorterSide(of: rect) / 2)
    }

    public var _outline: ResolvedShape.Outline { .capsule }
}
