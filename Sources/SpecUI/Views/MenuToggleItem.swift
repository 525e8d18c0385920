/// A `Toggle` among a menu's items, drawn as iOS draws one: a button of its label with a checkmark before it
/// while it is on, which flips it and closes the menu. The runtime's own, it is no view of the app's trace.
struct MenuToggleItem<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    var body: Never { neverBody() }
}

extension MenuToggleItem: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let isOn = self.isOn
        let item = Button {
            isOn.wrappedValue.toggle()
        } label: {
            MenuCheckmarkLabel(isChecked: isOn.wrappedValue) { label }
        }
        node.kind = .group
        node.reconcile([(AnyHashable(0), item)], context)
    }
}
