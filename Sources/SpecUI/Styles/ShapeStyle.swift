/// A color or style to draw with: a `Color`, or `.tint`.
public protocol ShapeStyle {}

extension Color: ShapeStyle {}
