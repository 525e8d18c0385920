/// Where a picker's content is built, kept on the picker's node, so that the items drawn for its options (in a box
/// or in a menu) read the options of the content as built in the same update.
@MainActor
final class PickerOptionsAnchor {
    static var slot: String { "pickerOptions" }

    /// The node of the picker's content, whose views are its options.
    weak var content: ViewNode?

    /// The options, in order; none before the content is built.
    var options: [PickerOption] {
        content?.optionsOfPickerContent ?? []
    }
}
