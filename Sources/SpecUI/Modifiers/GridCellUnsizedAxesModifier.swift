/// Keeps the modified view from sizing its grid row or column along some axes.
public struct _GridCellUnsizedAxesModifier: ViewModifier {
    let axes: Axis.Set

    public typealias Body = Never
}

extension _GridCellUnsizedAxesModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .gridCellUnsizedAxes(axes)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Asks a `Grid` not to size this view's column (`.horizontal`) or row (`.vertical`) by it, so a flexible view
    /// takes only the room the other cells need:
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Name"); Text("Size") }
    ///     Divider().gridCellUnsizedAxes(.horizontal)
    /// }
    /// ```
    /// Outside a `Grid` it changes nothing.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _GridCellUnsizedAxesModifier> {
        modifier(_GridCellUnsizedAxesModifier(axes: axes))
    }
}
