/// A picker's content built where it is not drawn, for the items that stand for its options.
struct PickerOptionsContent<Content: View>: View {
    let content: Content
    let options: PickerOptionsAnchor

    var body: Never { neverBody() }
}

extension PickerOptionsContent: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        node.reconcile([(AnyHashable(0), content)], context.eager)
        options.content = node
    }
}
