/// The largest circle centered in the room it is offered: `Circle().fill(.red).frame(width: 2, height: 1)`.
///
/// A terminal cell is about twice as tall as it is wide, so a circle ten columns across is five rows tall.
public struct Circle: Shape {
    public init() {}

    /// The ellipse of cells that draws as a circle: as many columns across as twice its rows.
    public func path(in rect: CGRect) -> Path {
        let diameter = RoundedRectangle.drawnShorterSide(of: rect)
        return Path(
            ellipseIn: CGRect(
                x: rect.midX - diameter / 2, y: rect.midY - diameter / 4, width: diameter, height: diameter / 2))
    }

    public var _outline: ResolvedShape.Outline { .circle }
}
