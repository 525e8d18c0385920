/// Tags the modified view with a value, which a `Picker` writes to its selection when the view is chosen, and a
/// `List(selection:)` when the view is one of its rows.
public struct _TagModifier<Value: Hashable>: ViewModifier {
    let tag: Value

    public typealias Body = Never
}

extension _TagModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .tag(AnyHashable(tag))
        if context.isLazy, context.environment.listSelection != nil {
            // A row written in the list itself, not made by a `ForEach`: choosing it selects its tag.
            node.reconcile(
                [(AnyHashable(0), content.modifier(_SelectableRowModifier(id: AnyHashable(tag))))], context.eager)
            return
        }
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Tags this view with `tag`: as an option of a `Picker`, choosing it sets the selection to `tag`.
    ///
    /// ```swift
    /// Picker("Size", selection: $size) {
    ///     Text("Small").tag(Size.small)
    ///     Text("Large").tag(Size.large)
    /// }
    /// ```
    public func tag<Value: Hashable>(_ tag: Value) -> ModifiedContent<Self, _TagModifier<Value>> {
        modifier(_TagModifier(tag: tag))
    }
}
