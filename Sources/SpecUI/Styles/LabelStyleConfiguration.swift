/// What a `LabelStyle` draws a label from: its title and its icon, as its author wrote them.
public struct LabelStyleConfiguration {
    /// The label's title; it has no body of its own to evaluate.
    public struct Title: View {
        let content: AnyView

        public var body: Never { neverBody() }
    }

    /// The label's icon; it has no body of its own to evaluate.
    public struct Icon: View {
        let content: AnyView

        public var body: Never { neverBody() }
    }

    public let title: Title
    public let icon: Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        node.reconcile([(AnyHashable(0), content)], context)
    }
}
