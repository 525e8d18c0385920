import SpecUICompiler

extension ExpressionEvaluator {
    func unary(_ op: Expression.UnaryOperator, _ value: Value, at range: SourceRange) throws(RuntimeError) -> Value {
        switch (op, value) {
        case (.not, .bool(let flag)):
            return .bool(!flag)
        case (.negate, .int(let number)):
            let (result, overflow) = Int(0).subtractingReportingOverflow(number)
            if overflow { throw RuntimeError(RuntimeError.negationOverflow(number), at: range) }
            return .int(result)
        case (.negate, .double(let number)):
            return .double(-number)
        default:
            throw RuntimeError(RuntimeError.unsupported("'\(op.rawValue)' of \(value.debugDescription)"), at: range)
        }
    }

    func binary(
        _ op: Expression.BinaryOperator, _ lhsExpression: Expression, _ rhsExpression: Expression, at range: SourceRange
    )
        throws(RuntimeError) -> Value
    {
        let lhs = try evaluate(lhsExpression)
        switch op {
        case .and:
            return lhs.boolValue ? .bool(try evaluate(rhsExpression).boolValue) : .bool(false)
        case .or:
            return lhs.boolValue ? .bool(true) : .bool(try evaluate(rhsExpression).boolValue)
        case .nilCoalescing:
            if case .null = lhs { return try evaluate(rhsExpression) }
            return lhs
        default:
            return try Self.apply(op, lhs, try evaluate(rhsExpression), at: range)
        }
    }

    /// `lhs op rhs` for the arithmetic and comparison operators, as Swift computes it for these types.
    static func apply(_ op: Expression.BinaryOperator, _ lhs: Value, _ rhs: Value, at range: SourceRange)
        throws(RuntimeError) -> Value
    {
        switch op {
        case .equal: return .bool(equal(lhs, rhs))
        case .notEqual: return .bool(!equal(lhs, rhs))
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return .bool(try compare(op, lhs, rhs, at: range))
        default: break
        }
        switch (lhs, rhs) {
        case (.int(let left), .int(let right)):
            return .int(try integer(op, left, right, at: range))
        case (.string(let left), .string(let right)) where op == .add:
            return .string(left + right)
        default:
            guard let left = lhs.doubleValue, let right = rhs.doubleValue else {
                throw RuntimeError(
                    RuntimeError.unsupported("\(lhs.debugDescription) \(op.rawValue) \(rhs.debugDescription)"),
                    at: range)
            }
            switch op {
            case .add: return .double(left + right)
            case .subtract: return .double(left - right)
            case .multiply: return .double(left * right)
            case .divide: return .double(left / right)
            default:
                throw RuntimeError(RuntimeError.unsupported("'\(op.rawValue)' of Double values"), at: range)
            }
        }
    }

    /// Int arithmetic that reports overflow and division by zero instead of trapping.
    private static func integer(_ op: Expression.BinaryOperator, _ lhs: Int, _ rhs: Int, at range: SourceRange)
        throws(RuntimeError) -> Int
    {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case .add: result = lhs.addingReportingOverflow(rhs)
        case .subtract: result = lhs.subtractingReportingOverflow(rhs)
        case .multiply: result = lhs.multipliedReportingOverflow(by: rhs)
        case .divide, .remainder:
            if rhs == 0 { throw RuntimeError(RuntimeError.divisionByZero(lhs, op.rawValue), at: range) }
            result =
                op == .divide ? lhs.dividedReportingOverflow(by: rhs) : lhs.remainderReportingOverflow(dividingBy: rhs)
        default:
            throw RuntimeError(RuntimeError.unsupported("'\(op.rawValue)' of Int values"), at: range)
        }
        if result.overflow { throw RuntimeError(RuntimeError.overflow(lhs, op.rawValue, rhs), at: range) }
        return result.partialValue
    }

    /// `==` as Swift decides it; an Int and a Double (a literal typed apart from its operand) compare as numbers.
    static func equal(_ lhs: Value, _ rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.int, .double), (.double, .int): lhs.doubleValue == rhs.doubleValue
        default: lhs == rhs
        }
    }

    private static func compare(_ op: Expression.BinaryOperator, _ lhs: Value, _ rhs: Value, at range: SourceRange)
        throws(RuntimeError) -> Bool
    {
        switch (lhs, rhs) {
        case (.int(let left), .int(let right)): return ordered(op, left, right)
        case (.string(let left), .string(let right)): return ordered(op, left, right)
        default:
            guard let left = lhs.doubleValue, let right = rhs.doubleValue else {
                throw RuntimeError(
                    RuntimeError.unsupported("\(lhs.debugDescription) \(op.rawValue) \(rhs.debugDescription)"),
                    at: range)
            }
            return ordered(op, left, right)
        }
    }

    private static func ordered<T: Comparable>(_ op: Expression.BinaryOperator, _ lhs: T, _ rhs: T) -> Bool {
        switch op {
        case .less: lhs < rhs
        case .lessOrEqual: lhs <= rhs
        case .greater: lhs > rhs
        default: lhs >= rhs
        }
    }
}
