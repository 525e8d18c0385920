/// The Cancel button a confirmation dialog adds after its buttons when none of them has the `.cancel` role.
///
/// It comes after the dialog's own buttons, so they are built, and have told the presentation their roles, by the
/// time it updates.
public struct _DialogCancelButton: View {
    public var body: Never { neverBody() }
}

extension _DialogCancelButton: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        let own = node.children.first?.serial
        let cancelButtons = context.environment.dismissingButtons?.cancelButtons ?? []
        let hasCancel = cancelButtons.contains { $0 != own && node.graph.node(serial: $0) != nil }
        let items: [(AnyHashable, any View)] = hasCancel ? [] : [(AnyHashable(0), Button("Cancel", role: .cancel) {})]
        node.reconcile(items, context)
    }
}
