extension Expression {
    /// The value of an integer literal as written: `2`, `-2`, `- 2` or `(2)`; nil for anything computed.
    ///
    /// Swift reads such an expression as a literal of whatever type the context wants (`.padding(8)` takes a
    /// CGFloat), and its value is known before the program runs (`10...0` is an empty range).
    package var integerLiteralValue: Int? {
        switch kind {
        case .integer(let value):
            return value
        case .parenthesized(let inner):
            return inner.integerLiteralValue
        case .unary(.negate, let operand):
            guard let value = operand.integerLiteralValue else { return nil }
            let (negated, overflow) = (0 as Int).subtractingReportingOverflow(value)
            return overflow ? nil : negated
        default:
            return nil
        }
    }

    /// The value of a number literal as written, integer or floating-point: `0.5`, `-1`, `(2)`; nil for anything
    /// computed.
    package var numberLiteralValue: Double? {
        switch kind {
        case .integer(let value): Double(value)
        case .double(let value): value
        case .parenthesized(let inner): inner.numberLiteralValue
        case .unary(.negate, let operand): operand.numberLiteralValue.map { -$0 }
        default: nil
        }
    }

    /// Whether this is integer literals (or, with `doubles`, number literals) joined by arithmetic operators, signs
    /// and parentheses: Swift types it from its context alone, `1 / 2` as Double where a Double is expected.
    package func isLiteralArithmetic(doubles: Bool) -> Bool {
        switch kind {
        case .integer: true
        case .double: doubles
        case .unary(.negate, let operand), .parenthesized(let operand): operand.isLiteralArithmetic(doubles: doubles)
        case .binary(let op, let lhs, let rhs):
            op.isArithmetic && lhs.isLiteralArithmetic(doubles: doubles) && rhs.isLiteralArithmetic(doubles: doubles)
        default: false
        }
    }
}
