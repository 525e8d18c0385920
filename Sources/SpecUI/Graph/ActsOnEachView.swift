/// A modifier that acts rather than draws, which the graph applies to each view a `Group`, a `ForEach` or a
/// conditional holds: `onAppear`, `onDisappear` and `task`.
protocol ActsOnEachView: PrimitiveModifier, LeavesEachView {}

extension ActsOnEachView where Self: ViewModifier {
    /// Applies this modifier to each view `content` holds when it is a view that holds views; false otherwise,
    /// when this modifier is to update `node` itself.
    func updateEach(_ node: ViewNode, content: some View, _ context: UpdateContext) -> Bool {
        guard let holder = content as? any ModifiesEachView else { return false }
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), holder.modifyingEach(self))], context)
        return true
    }
}
