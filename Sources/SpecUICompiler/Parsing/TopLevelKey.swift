/// A top-level key of a spec file (SPEC-LANGUAGE §1), in the order messages list them.
enum TopLevelKey: String, SpecWord {
    case view
    case props
    case bindings
    case state
    case environment
    case types
    case body
    case previews

    static let words = makeWords()
}
