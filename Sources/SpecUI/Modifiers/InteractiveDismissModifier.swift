/// Keeps the user from dismissing the sheet this view is presented in: Escape, the terminal's swipe down, does
/// nothing while it is set; the sheet's own `dismiss` still dismisses it.
public struct _InteractiveDismissModifier: ViewModifier {
    let isDisabled: Bool

    public typealias Body = Never
}

extension _InteractiveDismissModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .interactiveDismissDisabled(isDisabled)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Keeps the user from dismissing the sheet this view is presented in while `isDisabled`: a form with
    /// unsaved changes.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<
        Self, _InteractiveDismissModifier
    > {
        modifier(_InteractiveDismissModifier(isDisabled: isDisabled))
    }
}
