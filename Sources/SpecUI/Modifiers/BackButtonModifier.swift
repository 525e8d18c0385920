/// Hides the back button a `NavigationStack` draws over the view: only the view's own controls (a toolbar
/// button calling `dismiss`) take it back.
public struct _BackButtonModifier: ViewModifier {
    let isHidden: Bool

    public typealias Body = Never
}

extension _BackButtonModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .navigationBarBackButtonHidden(isHidden)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Hides the back button the `NavigationStack` showing this view draws over it, while `isHidden`.
    public func navigationBarBackButtonHidden(_ isHidden: Bool = true) -> ModifiedContent<Self, _BackButtonModifier> {
        modifier(_BackButtonModifier(isHidden: isHidden))
    }
}
