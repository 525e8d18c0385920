/// The items of an open `Menu`, one per line in a gray border; each button closes the menu after its action, and
/// the menus it was opened from after it.
struct MenuList<Items: View>: View {
    let items: Items
    /// The menu (or alert) this one was opened from, which a chosen item closes too.
    let enclosing: Presentation?

    var body: Never { neverBody() }
}

extension MenuList: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let presentation = context.environment.presentation
        presentation?.enclosing = enclosing
        let box = VStack(alignment: .leading, spacing: 0) {
            items
        }
        .fixedSize(horizontal: true, vertical: false)
        .environment(\.dismissingButtons, presentation)
        .environment(\.isMenuItem, true)
        // A menu's items show their titles and symbols, whatever style draws its label (the symbol alone in a bar).
        .environment(\.labelStyle, nil)
        .padding(.horizontal, 1)
        .border(.gray)
        node.kind = .group
        node.reconcile([(AnyHashable(0), box)], context)
    }
}
