/// Binds the id of the view a scroll view inside shows at `anchor` (its top, by default) to `id`, both ways.
public struct _ScrollPositionModifier<ID: Hashable>: ViewModifier {
    let id: Binding<ID?>
    let anchor: UnitPoint?

    public typealias Body = Never
}

extension _ScrollPositionModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let position = node.stateSlot("scrollPosition") { ScrollPositionBinding(accepts: { $0.base is ID }) }
        position.requests.graph = node.graph
        position.anchor = anchor
        let binding = id
        position.write = { id in
            if let id = id.base as? ID { binding.wrappedValue = id }
        }
        position.update(to: id.wrappedValue.map { AnyHashable($0) })
        node.kind = .modifier(.scrollPosition(position))
        var inner = context
        inner.environment.marksScrollTargets = true
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}

extension View {
    /// Binds `id` to the id of the view the first scroll view inside shows at `anchor`, its top leading corner when
    /// nil: the first `ForEach` element or `id(_:)` view of the id's type there. Scrolling updates it, and writing
    /// an id scrolls that view's `anchor` to the window's, as `ScrollViewProxy.scrollTo(_:anchor:)` does.
    ///
    /// ```swift
    /// ScrollView {
    ///     LazyVStack { ForEach(messages) { MessageRow(message: $0) } }.scrollTargetLayout()
    /// }
    /// .scrollPosition(id: $shownMessage)
    /// ```
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
        -> ModifiedContent<Self, _ScrollPositionModifier<ID>>
    {
        modifier(_ScrollPositionModifier(id: id, anchor: anchor))
    }
}
