/// Gives a list row the actions a swipe from one edge reveals: a terminal cannot swipe, so Backspace or Delete on
/// a control in the row opens them in a menu box, as `ViewHost.swipeRow` does (docs/RUNTIME.md).
public struct _SwipeActionsModifier<Actions: View>: ViewModifier {
    let edge: HorizontalEdge
    let actions: Actions

    public typealias Body = Never
}

extension _SwipeActionsModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let menu = MenuOpening(node, context)
        node.swipeActions = (edge, menu.open)
        node.kind = .group
        node.reconcile([(AnyHashable(0), content.modifier(menu.presenting(actions)))], context)
    }
}

extension View {
    /// Actions for the row that a swipe from `edge` reveals:
    /// `.swipeActions { Button("Delete", role: .destructive) { delete(todo) } }`. A terminal opens them in a menu
    /// with Backspace or Delete on a control in the row, in place of the row's `onDelete`; a full swipe is that
    /// menu too, so `allowsFullSwipe` changes nothing.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> ModifiedContent<Self, _SwipeActionsModifier<Actions>> {
        modifier(_SwipeActionsModifier(edge: edge, actions: content()))
    }
}
