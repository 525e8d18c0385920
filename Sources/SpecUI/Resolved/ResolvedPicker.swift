/// A picker with its title, the texts of its options and which of them is selected.
public struct ResolvedPicker: Sendable {
    public var id: ActionableID
    public var title: String
    public var options: [String]
    /// The index of the selected option; `nil` when the selection matches no option's tag.
    public var selected: Int?
    public var look: PickerLook
    public var isDisabled: Bool

    public init(
        id: ActionableID, title: String, options: [String], selected: Int?, look: PickerLook, isDisabled: Bool
    ) {
        self.id = id
        self.title = title
        self.options = options
        self.selected = selected
        self.look = look
        self.isDisabled = isDisabled
    }

    /// The selected option's texts; empty when nothing is selected.
    public var selectedTitle: String {
        selected.map { options[$0] } ?? ""
    }
}
