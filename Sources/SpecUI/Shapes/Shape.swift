/// A 2D outline that, as a view, fills the room it is offered in the foreground style around it.
///
/// ```swift
/// Circle().fill(.blue).frame(width: 10, height: 5)
/// Text("New").padding(.horizontal, 1).overlay(Capsule().stroke(.orange))
/// ```
///
/// A shape of one's own describes its outline in `path(in:)`, in cells (see `Path`). SpecUI draws every shape in
/// terminal cells: a cell belongs to the shape when its center lies inside the outline.
public protocol Shape: View, Sendable where Body == Never {
    /// The outline of the shape in `rect`, the room it is drawn in, whose origin is its top leading corner.
    func path(in rect: CGRect) -> Path

    /// The outline a renderer draws the shape's cells from: SpecUI's own shapes name theirs, which draw with
    /// rounded corner characters; any other shape is drawn from its path.
    var _outline: ResolvedShape.Outline { get }
}

extension Shape {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

    public var _outline: ResolvedShape.Outline { .path(ShapePath(self)) }
}

/// Any shape, drawn as a view: it fills its room in the foreground style around it.
struct ShapeLeaf: PrimitiveView {
    let shape: any Shape

    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .leaf(.shape(ResolvedShape(outline: shape._outline)))
    }
}
