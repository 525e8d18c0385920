/// A `Toggle` among a menu's items, drawn as iOS draws one: a button of its label with a checkmark before it
/// while it is on, which flips it and closes the menu.
struct MenuToggleItem<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    var body: some View {
        let isOn = self.isOn
        Button {
            isOn.wrappedValue.toggle()
        } label: {
            MenuCheckmarkLabel(isChecked: isOn.wrappedValue) { label }
        }
    }
}
