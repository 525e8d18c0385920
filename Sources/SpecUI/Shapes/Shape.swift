/// A shape that, as a view, fills the room it is offered in the foreground style around it.
///
/// ```swift
/// Circle().fill(.blue).frame(width: 10, height: 5)
/// Text("New").padding(.horizontal, 1).overlay(Capsule().stroke(.orange))
/// ```
///
/// SpecUI draws `Rectangle`, `RoundedRectangle`, `Capsule`, `Ellipse` and `Circle` in terminal cells: a cell
/// belongs to the shape when its center lies inside the outline.
public protocol Shape: View where Body == Never {
    /// The outline a renderer draws the shape's cells from; SpecUI's own shapes provide it.
    var _outline: ResolvedShape.Outline { get }
}

extension Shape {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

extension PrimitiveView where Self: Shape {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .leaf(.shape(ResolvedShape(outline: _outline)))
    }
}
