/// Shows the first of its views whose ideal size fits the room it is offered along `axes`, or its last one when
/// none does: `ViewThatFits { HStack { ... }; VStack { ... } }` lays a row out as a column when it is too narrow.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension ViewThatFits: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .viewThatFits(axes)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}
