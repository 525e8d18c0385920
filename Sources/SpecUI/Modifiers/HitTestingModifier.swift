/// Whether the modified view's controls take taps and focus.
public struct _HitTestingModifier: ViewModifier {
    let enabled: Bool

    public typealias Body = Never
}

extension _HitTestingModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        var inner = context
        inner.environment.allowsHitTesting = context.environment.allowsHitTesting && enabled
        node.kind = .modifier(enabled ? nil : .allowsHitTesting(false))
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}

extension View {
    /// Whether the view's controls take taps, clicks and focus: `false` draws them as they are, and a tap on them
    /// reaches nothing, as touches pass through the view in SwiftUI.
    ///
    /// ```swift
    /// Color.black.opacity(0.3).allowsHitTesting(false)
    /// ```
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _HitTestingModifier> {
        modifier(_HitTestingModifier(enabled: enabled))
    }
}
