/// Sets the horizontal alignment of the `Grid` column the modified view is in.
public struct _GridColumnAlignmentModifier: ViewModifier {
    let alignment: HorizontalAlignment

    public typealias Body = Never
}

extension _GridColumnAlignmentModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .gridColumnAlignment(alignment)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Aligns every cell of this view's `Grid` column horizontally by `guide`, in place of the grid's alignment:
    ///
    /// ```swift
    /// GridRow {
    ///     Text("Name:").gridColumnAlignment(.trailing)
    ///     TextField("Name", text: $name)
    /// }
    /// ```
    /// When several cells of a column set one, the first row's wins. Outside a `Grid` it changes nothing.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _GridColumnAlignmentModifier>
    {
        modifier(_GridColumnAlignmentModifier(alignment: guide))
    }
}
