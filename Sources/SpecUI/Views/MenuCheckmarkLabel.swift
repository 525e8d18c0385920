/// A menu item's label with a checkmark before it while `isChecked`, and room for one while not, as iOS marks a
/// menu's toggle that is on and a picker's selected option. The runtime's own, it is no view of the app's trace.
struct MenuCheckmarkLabel<Label: View>: View {
    let isChecked: Bool
    @ViewBuilder let label: Label

    var body: Never { neverBody() }
}

extension MenuCheckmarkLabel: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let row = HStack(spacing: 1) {
            // The mark is an image, so that the item is named by its label's texts.
            Image(systemName: "checkmark").opacity(isChecked ? 1 : 0)
            label
        }
        node.kind = .group
        node.reconcile([(AnyHashable(0), row)], context)
    }
}
