/// The top of a `NavigationStack`: a back button over a pushed view, nothing at the root.
///
/// The stack draws the shown view's title under it, read when the stack is drawn from that view's
/// `navigationTitle(_:)`, so a title that follows state is always current.
struct NavigationBar: View {
    let levels: NavigationLevels
    let backTitle: String

    var body: Never { neverBody() }
}

extension NavigationBar: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .navigationBar
        guard !levels.pushed.isEmpty else {
            node.reconcile([], context)
            return
        }
        let levels = self.levels
        let back = Button {
            levels.pop()
        } label: {
            HStack(spacing: 0) {
                Image(systemName: "chevron.left")
                Text(backTitle)
            }
        }
        node.reconcile([(AnyHashable(0), back.accessibilityIdentifier("Back"))], context)
    }
}
