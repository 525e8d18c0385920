/// A modifier key of SPEC-LANGUAGE §3; the cases are in the order of its table.
enum ModifierKey: String, CaseIterable, Sendable {
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

    private static let table = WordTable(allCases.map { ($0.rawValue, $0) })

    /// The modifier `key` names, or nil when it names none.
    static func named(_ key: String) -> ModifierKey? { table[key] }
}
