/// A row of a `Grid`: each of its views is a cell, in the next column.
///
/// ```swift
/// GridRow(alignment: .top) {
///     Text("Notes")
///     Text(notes)
/// }
/// ```
/// Outside a `Grid` its views are drawn as a `Group`'s are.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension GridRow: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .gridRow(alignment)
        node.reconcile([(AnyHashable(0), content)], context.eager)
    }
}
