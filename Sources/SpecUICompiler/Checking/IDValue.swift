/// A literal value as an id, equal to another exactly when Swift's `==` and `Hashable` would call them equal.
///
/// Doubles compare numerically, so `0.0` and `-0.0` are one id, and an Int
/// literal read as a Double is that Double. Strings compare by canonical
/// equivalence, as Swift's String does, so `é` precomposed and `e` with a
/// combining acute are one id. Enum cases are identifiers, compared scalar for
/// scalar as the Swift compiler compares names.
enum IDValue: Hashable {
    case integer(Int)
    case double(Double)
    case boolean(Bool)
    case string(String)
    case enumCase([Unicode.Scalar])
    case null

    /// The id a checked literal stands for; nil for lists, mappings and literals that failed to check.
    init?(_ literal: Literal) {
        guard literal.type != nil else { return nil }
        switch literal.kind {
        case .integer(let value): self = .integer(value)
        case .double(let value): self = .double(value)
        case .boolean(let value): self = .boolean(value)
        case .string(let value): self = .string(value)
        case .enumCase(let name): self = .enumCase(Array(name.unicodeScalars))
        case .null: self = .null
        case .array, .record: return nil
        }
    }

    /// The id a literal expression stands for, read at its checked type; nil when the value is computed.
    ///
    /// A negated number literal is a literal, as it is in Swift.
    init?(_ expression: Expression) {
        switch expression.kind {
        case .integer(let value): self = expression.type == .double ? .double(Double(value)) : .integer(value)
        case .double(let value): self = .double(value)
        case .boolean(let value): self = .boolean(value)
        case .string(let template):
            guard let text = template.literalText else { return nil }
            self = .string(text)
        case .enumCase(let name): self = .enumCase(Array(name.unicodeScalars))
        case .null: self = .null
        case .parenthesized(let inner): self.init(inner)
        case .unary(.negate, let operand):
            switch Self(operand) {
            case .integer(let value): self = .integer(-value)
            case .double(let value): self = .double(-value)
            default: return nil
            }
        default: return nil
        }
    }
}

extension IDValue: CustomStringConvertible {
    /// The value as a message shows it: `3`, `0.5`, `"a"`, `.loaded`, `null`.
    var description: String {
        switch self {
        case .integer(let value): String(value)
        case .double(let value): String(value)
        case .boolean(let value): String(value)
        case .string(let value): "\"\(value)\""
        case .enumCase(let scalars): "." + String(String.UnicodeScalarView(scalars))
        case .null: "null"
        }
    }
}
