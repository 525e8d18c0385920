import SpecUI

/// The screen `specui compile` emits for the `ListScreen` spec of ``ListSpec``: a `List` of bound rows.
struct ListScreen: View, Equatable {
    @State private var items: [ListItem]

    init(items: [ListItem] = []) {
        _items = State(initialValue: items)
    }

    var body: some View {
        List {
            ForEach($items) { $item in
                ListRow(item: $item)
            }
        }
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        true
    }
}
