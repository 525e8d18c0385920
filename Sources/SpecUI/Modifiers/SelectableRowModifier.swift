/// A row of a `List(selection:)`: activating it chooses its id, or, when the id is not of the selection's type, the
/// value of the `NavigationLink` in it, and while either is selected it is drawn across the list's width on the
/// gray iOS draws a selected row on. The row's views keep their identity either way.
struct _SelectableRowModifier: ViewModifier {
    let id: AnyHashable

    typealias Body = Never

    /// What a selected row is drawn on.
    static let highlight = Color(.systemGray4)
}

extension _SelectableRowModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        guard let selection = context.environment.listSelection else {
            node.kind = .modifier(nil)
            node.reconcile([(AnyHashable(0), content)], context)
            return
        }
        let id = self.id
        node.kind = .button(
            action: { [weak node] in
                if !selection.choose(id), let value = node?.navigationLinkValueInside {
                    _ = selection.choose(value)
                }
            }, tint: nil)
        let isSelected =
            selection.selected.contains(id) || node.navigationLinkValueInside.map(selection.selected.contains) == true
        // The row keeps one shape whether it is selected or not: a nil background draws nothing.
        let row = content.listRowBackground(isSelected ? Self.highlight : nil)
        node.reconcile([(AnyHashable(0), row)], context)
    }
}
