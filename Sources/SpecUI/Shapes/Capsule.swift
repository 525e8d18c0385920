/// A rectangle whose ends are half circles: `Capsule().fill(.green)`.
public struct Capsule: Shape {
    public init() {}

    public var _outline: ResolvedShape.Outline { .capsule }
}

extension Capsule: PrimitiveView {}
