/// The largest circle centered in the room it is offered: `Circle().fill(.red).frame(width: 2, height: 1)`.
///
/// A terminal cell is about twice as tall as it is wide, so a circle ten columns across is five rows tall.
public struct Circle: Shape {
    public init() {}

    public var _outline: ResolvedShape.Outline { .circle }
}

extension Circle: PrimitiveView {}
