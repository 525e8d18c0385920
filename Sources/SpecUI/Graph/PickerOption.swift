/// One option of a picker: the texts it draws and the tag that selects it, `nil` for a view without one.
struct PickerOption {
    let tag: AnyHashable?
    let title: String
}
