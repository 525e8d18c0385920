/// One row of the benchmark's list, as `specui compile` emits the `Item` type of ``ListSpec``.
struct ListItem: Identifiable, Hashable {
    var id: Int
    var title: String
    var done: Bool
}
