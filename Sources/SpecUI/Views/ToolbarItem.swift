/// A view the `NavigationStack` showing the modified view draws in its bar, at `placement`:
/// `toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } } }`.
public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { neverBody() }
}

extension ToolbarItem where ID == Void {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item of a customizable toolbar, named by `id`; a terminal's bar is not customized, so it draws the item
    /// as any other.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .toolbarItem(placement.region)
        // A bar draws a label as its symbol alone, as iOS's bars do, unless a style says otherwise; its title
        // still names it.
        var inner = context
        if inner.environment.labelStyle == nil {
            inner.environment.labelStyle = CustomStyle(label: IconOnlyLabelStyle())
        }
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}
