/// A grid whose children flow into `rows`, top to bottom and then column by column; see `LazyVGrid`.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) {
///         ForEach(1...6, id: \.self) { Text("\($0)") }
///     }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing.cells
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension LazyHGrid: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .grid(
            .lazy(axis: .horizontal, items: rows), alignment: Alignment(horizontal: .center, vertical: alignment),
            horizontalSpacing: spacing, verticalSpacing: nil)
        node.reconcile([(AnyHashable(0), content)], context.eager.appearingWhenDrawn)
    }
}
