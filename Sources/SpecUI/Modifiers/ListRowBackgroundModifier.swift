/// Draws a view behind a list row, across the list's width: `.listRowBackground(Color.yellow)`.
public struct _ListRowBackgroundModifier<Background: View>: ViewModifier {
    let background: Background?

    public typealias Body = Never
}

extension _ListRowBackgroundModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .group
        guard context.environment.isInList else {
            // Outside a list there is no row to draw behind, as in SwiftUI.
            node.reconcile([(AnyHashable(0), content)], context)
            return
        }
        let fill = ResolvedFrame(maxWidth: .infinity, alignment: .leading)
        let row = content.modifier(_StyleModifier(resolved: .frame(fill))).background(background)
        node.reconcile([(AnyHashable(0), row)], context)
    }
}

extension View {
    /// The view drawn behind the list row this view is, across the list's width; nil draws the list's own.
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _ListRowBackgroundModifier<V>> {
        modifier(_ListRowBackgroundModifier(background: view))
    }

    /// The insets of the list row this view is: a terminal list draws its rows from its edges, without insets
    /// to change, so the row is drawn as it is.
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }
}
