/// The part of a shape's outline between two fractions of its length, as `trim(from:to:)` makes it.
public struct _TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    let start: CGFloat
    let end: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: start, to: end)
    }
}

/// A shape moved by a number of columns and rows, as `offset(x:y:)` on a shape makes it.
public struct _OffsetShape<Content: Shape>: Shape {
    let shape: Content
    let offset: CGSize

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

extension Shape {
    /// The part of the outline from `startFraction` to `endFraction` of its length: `Circle().trim(from: 0, to:
    /// progress).stroke(.green)` draws a ring that far round, clockwise from the middle of its trailing side.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, start: startFraction, end: endFraction)
    }

    /// The shape moved by `offset`, in columns and rows.
    public func offset(_ offset: CGSize) -> _OffsetShape<Self> {
        _OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved `x` columns and `y` rows.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _OffsetShape<Self> {
        _OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}
