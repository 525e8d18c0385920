/// A grid whose `GridRow`s are its rows, each column as wide as its widest cell.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow {
///         Text("Name")
///         Text("Size")
///     }
///     Divider()
///     GridRow {
///         Text("notes.txt")
///         Text("4 KB")
///     }
/// }
/// ```
/// A view that is not a `GridRow` is a row of its own across every column.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.cells
        self.verticalSpacing = verticalSpacing.cells
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension Grid: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .grid(
            .table, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        node.reconcile([(AnyHashable(0), content)], context.eager)
    }
}
