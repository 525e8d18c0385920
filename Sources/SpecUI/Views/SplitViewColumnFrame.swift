/// A column of a `NavigationSplitView` side by side, as wide as its `navigationSplitViewColumnWidth` says; a hidden
/// one keeps its identity and state in no room.
struct SplitViewColumnFrame<Content: View>: View {
    let content: Content
    /// The width where the column sets none.
    let width: Double
    let isShown: Bool

    var body: Never { neverBody() }
}

extension SplitViewColumnFrame: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .splitViewColumn(width: width, isShown: isShown)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}
