/// The built-in picker styles, as the environment keeps the one `pickerStyle(_:)` set.
enum PickerStyleKind: Equatable {
    case automatic
    case menu
    case navigationLink
    case wheel
    case segmented
    case palette
    case inline

    /// How a terminal draws a picker of this style.
    var look: PickerLook {
        switch self {
        case .automatic, .menu, .navigationLink, .wheel: .menu
        case .segmented, .palette, .inline: .segmented
        }
    }

    /// How a picker of this style is chosen from, among a menu's items (`inMenu`) or elsewhere: a menu's or a
    /// link's opens a box of the options, as a menu does, where iOS opens a menu or pushes a list of them; an
    /// automatic or inline one among a menu's items is drawn as items, as iOS draws it there.
    func choosing(inMenu: Bool) -> PickerChoosing {
        switch self {
        case .automatic: inMenu ? .inline : .menu
        case .menu, .navigationLink: .menu
        case .inline: inMenu ? .inline : .stepping
        case .wheel, .segmented, .palette: .stepping
        }
    }
}

/// How a picker's option is chosen in a terminal.
enum PickerChoosing {
    /// Activating the picker selects its next option, as turning a wheel or tapping the next segment does.
    case stepping
    /// Activating the picker opens a box of its options, the selected one checkmarked; choosing one selects it.
    case menu
    /// The options are the items of the menu the picker is in, the selected one checkmarked.
    case inline
}
