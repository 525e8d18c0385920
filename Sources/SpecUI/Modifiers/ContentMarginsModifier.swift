/// Sets the margins of the content of the scroll views and lists inside, on some edges, leaving the margins set
/// around on the others.
public struct _ContentMarginsModifier: ViewModifier {
    let edges: Edge.Set
    let insets: EdgeInsets
    let placement: ContentMarginPlacement

    public typealias Body = Never
}

extension _ContentMarginsModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        var inner = context
        if placement.insetsContent {
            var margins = context.environment.scrollContentMargins
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
            inner.environment.scrollContentMargins = margins
        }
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}

extension View {
    /// Insets the content of the scroll views and lists inside by `insets` on `edges`, in cells: a scroll view's
    /// content scrolls with its margins, and a list's rows, which scroll by rows, keep them around its window.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { LazyHStack { ForEach(cards) { CardView(card: $0) } } }
    ///     .contentMargins(.horizontal, 2, for: .scrollContent)
    /// ```
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> ModifiedContent<Self, _ContentMarginsModifier> {
        modifier(_ContentMarginsModifier(edges: edges, insets: insets, placement: placement))
    }

    /// Insets the content of the scroll views and lists inside by `length` cells on `edges`; nil is a scroll view's
    /// default margin, none.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> ModifiedContent<Self, _ContentMarginsModifier> {
        let length = length ?? 0
        return contentMargins(
            edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length), for: placement)
    }

    /// Insets the content of the scroll views and lists inside by `length` cells on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _ContentMarginsModifier>
    {
        contentMargins(.all, length, for: placement)
    }
}
