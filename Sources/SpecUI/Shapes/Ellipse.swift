/// An ellipse filling the room it is offered: `Ellipse().stroke(.purple)`.
public struct Ellipse: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    public var _outline: ResolvedShape.Outline { .ellipse }
}
