/// A picker's selection binding with its type erased, so that options' tags can be matched against it.
///
/// A tag selects only when it holds a value of the selection's type, as SwiftUI matches tags.
struct PickerSelection {
    /// Whether `tag` is the value the binding holds.
    let isSelected: (AnyHashable) -> Bool
    /// Whether `tag` is of the selection's type, so that choosing its option can write it.
    let canSelect: (AnyHashable) -> Bool
    /// Writes `tag` to the binding; it must be of the selection's type.
    let select: (AnyHashable) -> Void
    /// Opens the box of the picker's options, for a picker that activating opens one rather than stepping.
    let open: (@MainActor () -> Void)?

    init<Value: Hashable>(_ binding: Binding<Value>, open: (@MainActor () -> Void)? = nil) {
        self.open = open
        isSelected = { ($0.base as? Value) == binding.wrappedValue }
        canSelect = { $0.base is Value }
        select = { tag in
            if let value = tag.base as? Value {
                binding.wrappedValue = value
            }
        }
    }
}
