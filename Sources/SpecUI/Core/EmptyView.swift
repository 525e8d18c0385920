/// A view that shows nothing.
public struct EmptyView: View {
    public init() {}

    public var body: Never { neverBody() }
}

extension EmptyView: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        node.reconcile([], context)
    }
}
