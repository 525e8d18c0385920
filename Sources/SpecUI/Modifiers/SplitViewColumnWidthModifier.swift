/// Sets the width of the `NavigationSplitView` column the modified view is in, side by side.
public struct _SplitViewColumnWidthModifier: ViewModifier {
    let width: Double

    public typealias Body = Never
}

extension _SplitViewColumnWidthModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .splitViewColumnWidth(width)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// The width, in cells, of the split view column this view is in while the columns stand side by side; the
    /// detail column takes the rest whatever it sets.
    ///
    /// ```swift
    /// List(mailboxes, selection: $mailbox) { Text($0.name) }
    ///     .navigationSplitViewColumnWidth(30)
    /// ```
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, _SplitViewColumnWidthModifier>
    {
        modifier(_SplitViewColumnWidthModifier(width: Double(width)))
    }

    /// The width of the split view column this view is in: a terminal does not let the user resize a column, so
    /// it takes its ideal width.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> ModifiedContent<Self, _SplitViewColumnWidthModifier>
    {
        navigationSplitViewColumnWidth(ideal)
    }
}
