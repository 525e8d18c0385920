/// An ellipse filling the room it is offered: `Ellipse().stroke(.purple)`.
public struct Ellipse: Shape {
    public init() {}

    public var _outline: ResolvedShape.Outline { .ellipse }
}

extension Ellipse: PrimitiveView {}
