/// One option of a picker: the texts it draws and the tag that selects it, `nil` for a view without one, and the
/// system image it draws, if any (a `Label`'s), which a menu of the options shows beside its title.
struct PickerOption {
    let tag: AnyHashable?
    let title: String
    var systemImage: String? = nil
}
