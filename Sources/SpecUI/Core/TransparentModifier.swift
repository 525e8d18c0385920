/// A primitive modifier that changes nothing a terminal draws or does: it keeps a node so the modified view's
/// identity is the same as under SwiftUI, and runs no body.
protocol TransparentModifier: PrimitiveModifier {}

extension TransparentModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}
