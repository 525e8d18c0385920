/// A level a `NavigationStack` pushed for a value: the view the nearest level below declares for its type with
/// `navigationDestination(for:)`, nothing when none does.
///
/// The destination is looked up as the level updates, after the levels below it, so a destination the root
/// declares in the same update is found.
struct NavigationDestinationLevel: View, PrimitiveView {
    let levels: NavigationLevels
    /// The value the level was pushed for.
    let value: AnyHashable
    /// The level's place in the stack, 1 for the first pushed level: destinations declared below it count.
    let index: Int

    var body: Never { neverBody() }

    func update(_ node: ViewNode, _ context: UpdateContext) {
        let destination = levels.destination(for: value, above: index)
        node.kind = .group
        node.reconcile([(AnyHashable(0), destination ?? AnyView(EmptyView()))], context)
    }
}
