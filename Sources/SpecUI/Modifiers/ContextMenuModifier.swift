/// Gives the modified view a menu of `items` that activating the view opens, drawn as a `Menu`'s box.
public struct _ContextMenuModifier<Items: View>: ViewModifier {
    let items: Items

    public typealias Body = Never
}

extension _ContextMenuModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let menu = MenuOpening(node, context)
        let opening = content.onTapGesture { menu.open() }.modifier(menu.presenting(items))
        node.kind = .group
        node.reconcile([(AnyHashable(0), opening)], context)
    }
}

extension View {
    /// A menu of `menuItems` for the view, opened by activating it (a terminal cannot long-press or
    /// right-click): `Text(note.title).contextMenu { Button("Delete", role: .destructive) { delete(note) } }`.
    /// The view draws as it is, in the colors around it.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> ModifiedContent<
        Self, _ContextMenuModifier<MenuItems>
    > {
        modifier(_ContextMenuModifier(items: menuItems()))
    }
}
