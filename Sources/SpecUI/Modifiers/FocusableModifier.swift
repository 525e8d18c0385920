/// Lets the modified view take keyboard focus as a control does, activating it doing nothing, so that the keys
/// pressed on it reach its `onKeyPress` actions.
public struct _FocusableModifier: ViewModifier {
    let isFocusable: Bool

    public typealias Body = Never
}

extension _FocusableModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = isFocusable ? .button(action: {}, tint: nil) : .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], context.eager)
    }
}
