/// A shape style of any type, so that one expression can choose between styles of different types.
///
/// ```swift
/// Text(item.title)
///     .foregroundStyle(item.isDone ? AnyShapeStyle(.tertiary) : AnyShapeStyle(.tint))
/// ```
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }
}
