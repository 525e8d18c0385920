import SpecUI

/// The row view `specui compile` emits for the `ListRow` spec of ``ListSpec``: Equatable over its binding.
struct ListRow: View, Equatable {
    @Binding var item: ListItem

    var body: some View {
        HStack {
            Toggle("#\(item.id)", isOn: $item.done)
                .accessibilityIdentifier("toggle-\(item.id)")
            Text("\(item.title)")
        }
    }
}
