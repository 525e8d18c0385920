/// Makes the modified view take several columns of its `GridRow`.
public struct _GridCellColumnsModifier: ViewModifier {
    let count: Int

    public typealias Body = Never
}

extension _GridCellColumnsModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .gridCellColumns(count)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Makes this view's cell take `count` columns of its `GridRow`, as wide as they are together:
    ///
    /// ```swift
    /// GridRow {
    ///     Text("Total")
    ///     Text(total).gridCellColumns(2)
    /// }
    /// ```
    /// Outside a `Grid`'s row it changes nothing.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _GridCellColumnsModifier> {
        modifier(_GridCellColumnsModifier(count: count))
    }
}
