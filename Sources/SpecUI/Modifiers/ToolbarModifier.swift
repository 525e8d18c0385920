/// Gives the modified view toolbar items, which the `NavigationStack` showing it draws in its bar.
public struct _ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
    let items: Items

    public typealias Body = Never

    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .group
        // Views outside a `ToolbarItem` are one item at the automatic placement.
        let items = ToolbarItemGroup(placement: .automatic) { self.items }
        node.reconcile([(AnyHashable(0), content), (AnyHashable(1), items)], context)
    }
}

extension View {
    /// Items for the bar of the `NavigationStack` that shows this view: `ToolbarItem`s, `ToolbarItemGroup`s, or
    /// views, which go where `.automatic` places them. Outside a stack they are neither drawn nor tapped, as on iOS.
    ///
    /// ```swift
    /// List(notes) { Text($0.title) }
    ///     .toolbar {
    ///         ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } }
    ///     }
    /// ```
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> ModifiedContent<
        Self, _ToolbarModifier<Items>
    > {
        modifier(_ToolbarModifier(items: content()))
    }

    /// A customizable toolbar, named by `id`: a terminal's bar is not customized, so its items are drawn as
    /// `toolbar(content:)` draws them.
    public func toolbar<Items: View>(id: String, @ViewBuilder content: () -> Items) -> ModifiedContent<
        Self, _ToolbarModifier<Items>
    > {
        modifier(_ToolbarModifier(items: content()))
    }
}
