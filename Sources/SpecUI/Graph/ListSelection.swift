/// The selection of a `List(selection:)`, as its rows see it: which row ids are selected, and what choosing a
/// row does to the binding (selects it alone, or adds or removes it for a set), and how to select nothing.
///
/// Equal while the same binding selects the same rows, so the rows follow the selection and nothing else.
struct ListSelection: Equatable, @unchecked Sendable {
    let selected: Set<AnyHashable>
    /// Chooses a row by its id; false when the id is not of the selection's type.
    let choose: (AnyHashable) -> Bool
    let clear: () -> Void
    private let location: BindingLocation?

    /// A single selection: choosing a row selects it (and only it).
    init<Value: Hashable>(_ binding: Binding<Value?>) {
        selected = binding.wrappedValue.map { [AnyHashable($0)] } ?? []
        choose = { id in
            guard let value = id.base as? Value else { return false }
            binding.wrappedValue = value
            return true
        }
        clear = { binding.wrappedValue = nil }
        location = binding.location
    }

    /// A multiple selection: choosing a row adds it, or removes it when it was selected.
    init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        selected = Set(binding.wrappedValue.map { AnyHashable($0) })
        choose = { id in
            guard let value = id.base as? Value else { return false }
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
            return true
        }
        clear = { binding.wrappedValue = [] }
        location = binding.location
    }

    static func == (lhs: ListSelection, rhs: ListSelection) -> Bool {
        lhs.selected == rhs.selected && lhs.location != nil && lhs.location == rhs.location
    }
}
