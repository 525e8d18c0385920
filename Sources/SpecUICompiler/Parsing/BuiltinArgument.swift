/// A named argument of a built-in view, written beside its first key (`spacing`, `action`, `isOn`).
enum BuiltinArgument: String, CaseIterable, Sendable {
    case action
    case alignment
    case spacing
    case content
    case id
    case `as`
    case isOn
    case text
    case value
    case `in`
    case minLength

    private static let table = WordTable(allCases.map { ($0.rawValue, $0) })

    /// The argument `key` names, or nil when it names none.
    static func named(_ key: String) -> BuiltinArgument? { table[key] }
}
