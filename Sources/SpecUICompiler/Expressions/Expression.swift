/// An expression of the spec language (SPEC-LANGUAGE §4), with its file range.
///
/// The parser leaves `type` nil; the checker returns the same tree with every
/// `type` filled in, which is what the generator and the interpreter read.
package struct Expression: Hashable, Sendable {
    package indirect enum Kind: Hashable, Sendable {
        case integer(Int)
        case double(Double)
        case boolean(Bool)
        /// A string literal; its parts may interpolate (`"Hi {name}"`).
        case string(Template)
        case null
        /// `.loaded`: an enum case whose enum comes from context.
        case enumCase(String)
        case array([Expression])
        /// A name: state, prop, binding, environment value or loop variable.
        case name(String)
        /// `$name`, `$todo`, `$todo.done`: a binding to the operand.
        case binding(Expression)
        /// `base.member`: a field or a property such as `count`, `isEmpty`.
        case member(Expression, Identifier)
        /// `base.method(args)`: `uppercased()`, `lowercased()`.
        case methodCall(Expression, Identifier, [Argument])
        /// `Todo(id: 3, title: "x", done: false)`: a record built from its fields.
        case construct(Identifier, [Argument])
        case unary(UnaryOperator, Expression)
        case binary(BinaryOperator, Expression, Expression)
        case ternary(Expression, Expression, Expression)
        /// `a...b` or `a..<b` (only as `Stepper.in`).
        case range(Expression, Expression, closed: Bool)
        case parenthesized(Expression)
    }

    /// `label: value` in a call; `label` is nil for an unlabeled argument.
    package struct Argument: Hashable, Sendable {
        package var label: Identifier?
        package var value: Expression

        package init(label: Identifier?, value: Expression) {
            self.label = label
            self.value = value
        }
    }

    package enum UnaryOperator: String, Hashable, Sendable {
        case not = "!"
        case negate = "-"
    }

    package enum BinaryOperator: String, Hashable, Sendable {
        case multiply = "*"
        case divide = "/"
        case remainder = "%"
        case add = "+"
        case subtract = "-"
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case and = "&&"
        case or = "||"
        case nilCoalescing = "??"

        /// `*`, `/`, `%`, `+` and `-`.
        package var isArithmetic: Bool {
            switch self {
            case .add, .subtract, .multiply, .divide, .remainder: true
            default: false
            }
        }
    }

    package var kind: Kind
    package var range: SourceRange
    /// Filled by the checker.
    package var type: TypeRef?

    package init(_ kind: Kind, range: SourceRange, type: TypeRef? = nil) {
        self.kind = kind
        self.range = range
        self.type = type
    }
}
