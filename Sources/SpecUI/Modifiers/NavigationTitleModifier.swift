/// Names the view for the `NavigationStack` that shows it: the title above it and the back button over the next.
///
/// A title bound to a state (`navigationTitle($name)`) is read as the modifier updates, so it follows the state
/// without the body that made it.
public struct _NavigationTitleModifier: ViewModifier {
    let title: String
    var binding: Binding<String>?

    public typealias Body = Never
}

extension _NavigationTitleModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let shown = binding.map { binding in node.tracking(renewing: true) { binding.wrappedValue } } ?? title
        node.kind = .navigationTitle(shown)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// The title a `NavigationStack` shows above this view; outside one it shows nothing, as in SwiftUI.
    public func navigationTitle(_ title: String) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title))
    }

    /// The text's characters as the title, drawn in the title's own style: `.navigationTitle(Text("Inbox"))`.
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title.content))
    }

    /// The bound string as the title, following it as it changes: `.navigationTitle($document.name)`.
    ///
    /// A terminal has no title menu to rename from, so the title is shown and not edited there.
    public func navigationTitle(_ title: Binding<String>) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: "", binding: title))
    }
}
