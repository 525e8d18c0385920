/// A view whose content is updated only when it is not `==` to the previous content.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    public var body: Never { neverBody() }
}

extension EquatableView: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        if let child = node.children.first, let previous = child.view as? Content, previous == content {
            child.propagate(context)
            return
        }
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View where Self: Equatable {
    /// Skips updating this view while it stays `==` to its previous value.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
