/// A grid whose children flow into `columns`, left to right and then row by row.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))], alignment: .leading) {
///     ForEach(tags, id: \.self) { Text($0) }
/// }
/// ```
/// Its children are all built at once, as a `LazyVStack`'s are; a `Section` inside puts its header and footer on
/// rows of their own.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing.cells
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension LazyVGrid: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .grid(
            .lazy(axis: .vertical, items: columns), alignment: Alignment(horizontal: alignment, vertical: .center),
            horizontalSpacing: nil, verticalSpacing: spacing)
        node.reconcile([(AnyHashable(0), content)], context.eager.appearingWhenDrawn)
    }
}
