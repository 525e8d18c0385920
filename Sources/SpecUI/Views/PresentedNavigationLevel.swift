/// A level a `NavigationStack` shows for a `navigationDestination(isPresented:)` while its binding is true: the
/// destination as the modifier's latest update wrote it, so it follows the state of the view that presents it.
struct PresentedNavigationLevel: View, PrimitiveView {
    let levels: NavigationLevels
    /// The node of the modifier presenting the level.
    let presenter: ObjectIdentifier

    var body: Never { neverBody() }

    func update(_ node: ViewNode, _ context: UpdateContext) {
        let destination = levels.presentedDestination(by: presenter, in: node)
        node.kind = .group
        node.reconcile([(AnyHashable(0), destination ?? AnyView(EmptyView()))], context)
    }
}
