/// Whether the menu a node opens, a `Menu`'s or a `contextMenu`'s, is open (kept on the node), and the box of
/// items it draws over the screen while it is.
@MainActor
struct MenuOpening {
    private static var slot: String { "isOpen" }

    private let isOpen: StateBox<Bool>
    /// The menu (or alert) the node is inside, which an item chosen from this menu closes too.
    private let enclosing: Presentation?

    init(_ node: ViewNode, _ context: UpdateContext) {
        isOpen = node.stateSlot(Self.slot) { StateBox(value: false, label: Self.slot, node: node) }
        enclosing = context.environment.dismissingButtons
    }

    func open() {
        isOpen.set(true)
    }

    /// The modifier that presents `items` in a menu box while the menu is open; dismissing it closes the menu.
    func presenting<Items: View>(_ items: Items) -> _PresentationModifier<MenuList<Items>> {
        let isOpen = self.isOpen
        let list = MenuList(items: items, enclosing: enclosing)
        return _PresentationModifier(
            style: .alert, presented: { isOpen.value ? (AnyHashable(1), list) : nil },
            dismiss: { isOpen.set(false) }, onDismiss: nil)
    }
}
