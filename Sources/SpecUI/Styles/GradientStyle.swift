/// A shape style that spreads a gradient over its room: a fill, a stroke or a view draws it cell by cell.
protocol GradientStyle: ShapeStyle {
    var resolvedGradient: ResolvedGradient { get }
}

extension GradientStyle where Self: PrimitiveView {
    /// The gradient drawn as a view: a rectangle filling all the room it is offered, as SwiftUI's gradients do.
    @MainActor
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .leaf(.shape(ResolvedShape(outline: .rectangle, gradient: resolvedGradient)))
    }
}
