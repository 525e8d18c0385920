/// A top-level key of a spec file (SPEC-LANGUAGE §1), in the order messages list them.
enum TopLevelKey: String, CaseIterable, Sendable {
    case view
    case props
    case bindings
    case state
    case environment
    case types
    case body
    case previews

    private static let table = WordTable(allCases.map { ($0.rawValue, $0) })

    /// The key `text` names, or nil when it names none.
    static func named(_ text: String) -> TopLevelKey? { table[text] }
}
