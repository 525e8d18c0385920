/// A shape that can be drawn inset within its room, as `strokeBorder` draws a border inside a view's bounds:
/// `Circle().inset(by: 2).fill(.blue)`.
///
/// A shape of one's own conforms by returning, from `inset(by:)`, the shape it is when each side moves `amount`
/// cells inward (outward for a negative amount).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape

    /// The shape with each side moved `amount` cells inward: that many columns at the leading and trailing edges,
    /// and rows at the top and bottom, as `padding` measures.
    func inset(by amount: CGFloat) -> InsetShape
}

/// One of SpecUI's shapes drawn in its room less `amount` cells on every side, as `inset(by:)` makes it.
public struct _InsetShape<Content: Shape>: InsettableShape {
    let shape: Content
    let amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public var _outline: ResolvedShape.Outline { .inset(shape._outline, by: amount) }

    public func inset(by amount: CGFloat) -> _InsetShape<Content> {
        _InsetShape(shape: shape, amount: self.amount + amount)
    }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
        _InsetShape(shape: self, amount: amount)
    }
}

extension RoundedRectangle: InsettableShape {
    /// The corners stay concentric with the shape's: the radius shrinks by `amount` too.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        let corner = CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount))
        return _InsetShape(shape: RoundedRectangle(cornerSize: corner, style: style), amount: amount)
    }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
        _InsetShape(shape: self, amount: amount)
    }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
        _InsetShape(shape: self, amount: amount)
    }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> {
        _InsetShape(shape: self, amount: amount)
    }
}
