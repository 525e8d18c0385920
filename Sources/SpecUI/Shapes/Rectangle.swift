/// A rectangle filling the room it is offered: `Rectangle().fill(.gray).frame(height: 1)`.
public struct Rectangle: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }

    public var _outline: ResolvedShape.Outline { .rectangle }
}
