/// Names the view for the `NavigationStack` that shows it: the title above it and the back button over the next.
public struct _NavigationTitleModifier: ViewModifier {
    let title: String

    public typealias Body = Never
}

extension _NavigationTitleModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .navigationTitle(title)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// The title a `NavigationStack` shows above this view; outside one it shows nothing, as in SwiftUI.
    public func navigationTitle(_ title: String) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title))
    }
}
