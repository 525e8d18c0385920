/// A named argument of a built-in view, written beside its first key (`spacing`, `action`, `isOn`).
enum BuiltinArgument: String, SpecWord {
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

    static let words = makeWords()
}
