/// A level a `NavigationStack` shows from a destination looked up as the level updates: for a value, the view
/// the nearest level below declares for its type with `navigationDestination(for:)`; for a link or a
/// `navigationDestination(isPresented:)`, its destination as the link's or the modifier's latest update wrote it,
/// so it follows the state of the view that made it. Nothing when there is none. A `NavigationSplitView`'s column side by side
/// shows one as its root for a link in the column before it, looked up in that column's stack.
///
/// A value's destination is looked up after the levels below it have updated (the columns before it, in a split
/// view), so a destination the root declares in the same update is found.
struct NavigationDestinationLevel: View, PrimitiveView {
    let levels: NavigationLevels
    /// What the level was pushed for: a value or a presenting modifier.
    let content: NavigationLevels.LevelContent
    /// The level's place in the stack, 1 for the first pushed level: destinations declared below it count.
    let index: Int

    var body: Never { neverBody() }

    func update(_ node: ViewNode, _ context: UpdateContext) {
        let destination: AnyView? =
            switch content {
            case .view(let view): view
            case .value(let value): levels.destination(for: value, above: index)
            case .linked(let link): levels.linkedDestination(link, in: node)
            case .presented(let presenter): levels.presentedDestination(by: presenter, in: node)
            }
        node.kind = .group
        node.reconcile([(AnyHashable(0), destination ?? AnyView(EmptyView()))], context)
    }
}
