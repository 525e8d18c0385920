/// Punctuation and operators of expressions and statements; the raw value is the text as written.
enum Punctuation: String {
    case ellipsis = "..."
    case halfOpenRange = "..<"
    case equal = "=="
    case notEqual = "!="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case and = "&&"
    case or = "||"
    case nilCoalescing = "??"
    case addAssign = "+="
    case subtractAssign = "-="
    case increment = "++"
    case decrement = "--"
    case openParen = "("
    case closeParen = ")"
    case openBracket = "["
    case closeBracket = "]"
    case comma = ","
    case colon = ":"
    case dot = "."
    case question = "?"
    case not = "!"
    case plus = "+"
    case minus = "-"
    case star = "*"
    case slash = "/"
    case percent = "%"
    case less = "<"
    case greater = ">"
    case assign = "="

    /// The length of the text in bytes (every symbol is ASCII).
    var length: Int {
        switch self {
        case .ellipsis, .halfOpenRange: 3
        case .equal, .notEqual, .lessOrEqual, .greaterOrEqual, .and, .or, .nilCoalescing, .addAssign, .subtractAssign,
            .increment, .decrement:
            2
        default: 1
        }
    }

    /// The precedence group of a binary operator; nil for every other symbol.
    var precedenceGroup: PrecedenceGroup? {
        switch self {
        case .or: .logicalDisjunction
        case .and: .logicalConjunction
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: .comparison
        case .nilCoalescing: .nilCoalescing
        case .halfOpenRange, .ellipsis: .rangeFormation
        case .plus, .minus: .addition
        case .star, .slash, .percent: .multiplication
        default: nil
        }
    }

    /// The operator a binary symbol builds; nil for the range operators, which build `.range`.
    var binaryOperator: Expression.BinaryOperator? {
        switch self {
        case .star: .multiply
        case .slash: .divide
        case .percent: .remainder
        case .plus: .add
        case .minus: .subtract
        case .equal: .equal
        case .notEqual: .notEqual
        case .less: .less
        case .lessOrEqual: .lessOrEqual
        case .greater: .greater
        case .greaterOrEqual: .greaterOrEqual
        case .and: .and
        case .or: .or
        case .nilCoalescing: .nilCoalescing
        default: nil
        }
    }

    /// The assignment a statement symbol makes; nil for every other symbol.
    var assignmentOperator: Statement.AssignmentOperator? {
        switch self {
        case .assign: .assign
        case .addAssign: .addAssign
        case .subtractAssign: .subtractAssign
        default: nil
        }
    }
}
