/// Gives a list row the actions a swipe from one edge reveals: a terminal cannot swipe, so Backspace or Delete on
/// a control in the row opens them in a menu box, as `ViewHost.swipeRow` does (docs/RUNTIME.md). The innermost
/// modifier's box also holds the actions of a modifier of the other edge around it: the leading edge's first.
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
        var inner = context
        let items: AnyView
        if let around = context.environment.swipeActionsAround, around.edge != edge {
            let own = AnyView(actions)
            let (first, second) = edge == .leading ? (own, around.actions) : (around.actions, own)
            items = AnyView(
                Group {
                    first
                    Divider()
                    second
                })
            inner.environment.swipeActionsAround = nil
        } else {
            items = AnyView(actions)
            inner.environment.swipeActionsAround = SwipeActionsAround(edge: edge, actions: items)
        }
        node.reconcile([(AnyHashable(0), content.modifier(menu.presenting(items)))], inner)
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
