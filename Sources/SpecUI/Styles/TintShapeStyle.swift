/// The tint color around a view, as `.foregroundStyle(.tint)` draws it: the color of the nearest `tint(_:)`, else
/// the accent color.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
