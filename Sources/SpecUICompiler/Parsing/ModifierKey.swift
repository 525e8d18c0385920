/// A modifier key of SPEC-LANGUAGE §3; the cases are in the order of its table.
enum ModifierKey: String, SpecWord {
    case padding
    case font
    case bold
    case italic
    case underline
    case foregroundColor
    case background
    case border
    case cornerRadius
    case frame
    case opacity
    case disabled
    case id
    case accessibilityIdentifier
    case equatable
    case onAppear
    case onChange

    static let words = makeWords()
}
