/// Binary precedence groups from loosest to tightest, as in Swift's standard library.
enum PrecedenceGroup: Int, Comparable {
    case logicalDisjunction
    case logicalConjunction
    case comparison
    case nilCoalescing
    case rangeFormation
    case addition
    case multiplication

    enum Associativity {
        case left
        case right
        case none
    }

    var associativity: Associativity {
        switch self {
        case .comparison, .rangeFormation: .none
        case .nilCoalescing: .right
        default: .left
        }
    }

    /// The name used in messages, as Swift spells it.
    var name: String {
        switch self {
        case .logicalDisjunction: "LogicalDisjunction"
        case .logicalConjunction: "LogicalConjunction"
        case .comparison: "Comparison"
        case .nilCoalescing: "NilCoalescing"
        case .rangeFormation: "RangeFormation"
        case .addition: "Addition"
        case .multiplication: "Multiplication"
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
