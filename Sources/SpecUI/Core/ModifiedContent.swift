/// A view with a modifier applied; every modifier adds one level of nesting.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent is a primitive view and has no body") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.update(node, content: content, context)
        } else {
            node.kind = .group
            let body = node.graph.evaluateModifierBody(of: modifier, content: content, node: node)
            node.reconcile([(AnyHashable(0), body)], context)
        }
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
