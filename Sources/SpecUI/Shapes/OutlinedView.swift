/// A view that draws a shape's outline, whose outline a `mask` clips to.
@MainActor
protocol OutlinedView {
    var outline: ResolvedShape.Outline { get }
}
