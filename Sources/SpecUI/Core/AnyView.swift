/// A type-erased view; a change of the wrapped view's type is a change of identity.
public struct AnyView: View {
    let content: any View

    public init<V: View>(_ view: V) {
        content = view
    }

    /// Wraps `view` unless it is already an `AnyView`.
    public init<V: View>(erasing view: V) {
        content = (view as? AnyView)?.content ?? view
    }

    public var body: Never { neverBody() }
}

extension AnyView: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        node.reconcile([(AnyHashable(ObjectIdentifier(type(of: content))), content)], context)
    }
}
