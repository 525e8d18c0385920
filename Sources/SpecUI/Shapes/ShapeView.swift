/// A shape filled or stroked with a style, as `fill(_:)`, `stroke(_:lineWidth:)` and `strokeBorder(_:lineWidth:)`
/// make it.
public struct _ShapeView<Content: Shape>: View {
    let shape: Content
    let isStroked: Bool
    let style: any ShapeStyle
    var fillStyle = FillStyle()

    public var body: Never { neverBody() }
}

extension _ShapeView: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let color = style.color(in: context.environment)
        let gradient = style.gradient
        node.kind = .leaf(
            .shape(
                ResolvedShape(
                    outline: shape._outline, isStroked: isStroked, color: color, gradient: gradient,
                    isEvenOdd: fillStyle.isEOFilled)))
    }
}

extension _ShapeView: OutlinedView {
    var outline: ResolvedShape.Outline { shape._outline }
}
