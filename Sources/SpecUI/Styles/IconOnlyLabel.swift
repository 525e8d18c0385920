/// What `IconOnlyLabelStyle` draws a label as: its icon, named for assistive technology by its title, which is
/// built and not drawn.
public struct _IconOnlyLabel: View {
    let configuration: LabelStyleConfiguration

    public var body: Never { neverBody() }
}

extension _IconOnlyLabel: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .iconOnlyLabel
        node.reconcile([(AnyHashable(0), configuration.icon), (AnyHashable(1), configuration.title)], context)
    }
}
