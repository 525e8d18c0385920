/// Views the `NavigationStack` showing the modified view draws side by side in its bar, at `placement`:
/// `toolbar { ToolbarItemGroup(placement: .bottomBar) { Button("Share") {}; Button("Delete") {} } }`.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    /// The group drawn as one item.
    let item: ToolbarItem<Void, Content>

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        item = ToolbarItem(placement: placement, content: content)
    }

    public var body: Never { neverBody() }

    func update(_ node: ViewNode, _ context: UpdateContext) {
        item.update(node, context)
    }
}
