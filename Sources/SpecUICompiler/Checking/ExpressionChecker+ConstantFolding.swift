/// Integer arithmetic that Swift evaluates while compiling: an Int operation on integer literals that overflows,
/// or a division by a divisor that folds to zero, stops the build, so `specui check` reports it first.
extension ExpressionChecker {
    /// What an Int expression made of integer literals and arithmetic folds to.
    enum FoldedInteger: Equatable {
        case value(Int)
        /// Not made of literals only, or a part of it already failed (and was reported).
        case unknown
    }

    /// Reports a typed Int arithmetic `expression` that Swift's constant folding rejects.
    func checkFolding(_ expression: Expression, diagnostics: inout [Diagnostic]) {
        guard expression.type == .int else { return }
        switch expression.kind {
        case .binary(let op, let lhs, let rhs) where op.isArithmetic:
            let divisor = Self.folded(rhs)
            if op == .divide || op == .remainder, divisor == .value(0) {
                diagnostics.append(error("division-by-zero", Self.divisionByZero, expression.range))
                return
            }
            if case .value(let left) = Self.folded(lhs), case .value(let right) = divisor,
                Self.folded(expression) == .unknown
            {
                let message = Self.foldedOverflow("\(left) \(op.rawValue) \(right)")
                diagnostics.append(error("integer-overflow", message, expression.range))
            }
        case .unary(.negate, let operand):
            if case .value(let value) = Self.folded(operand), Self.folded(expression) == .unknown {
                let message = Self.foldedOverflow("-(\(value))")
                diagnostics.append(error("integer-overflow", message, expression.range))
            }
        default:
            return
        }
    }

    /// The value Swift folds an Int expression of literals to; `unknown` when it is computed or does not fit.
    static func folded(_ expression: Expression) -> FoldedInteger {
        guard expression.type == nil || expression.type == .int else { return .unknown }
        switch expression.kind {
        case .integer(let value):
            return .value(value)
        case .parenthesized(let inner):
            return folded(inner)
        case .unary(.negate, let operand):
            guard case .value(let value) = folded(operand) else { return .unknown }
            let (negated, overflow) = (0 as Int).subtractingReportingOverflow(value)
            return overflow ? .unknown : .value(negated)
        case .binary(let op, let lhs, let rhs):
            guard case .value(let left) = folded(lhs), case .value(let right) = folded(rhs) else { return .unknown }
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case .add: result = left.addingReportingOverflow(right)
            case .subtract: result = left.subtractingReportingOverflow(right)
            case .multiply: result = left.multipliedReportingOverflow(by: right)
            case .divide where right != 0: result = left.dividedReportingOverflow(by: right)
            case .remainder where right != 0: result = left.remainderReportingOverflow(dividingBy: right)
            default: return .unknown
            }
            return result.overflow ? .unknown : .value(result.partialValue)
        default:
            return .unknown
        }
    }

    static let divisionByZero = "division by zero; Swift rejects a divisor known to be 0 while compiling"

    static func foldedOverflow(_ operation: String) -> String {
        "arithmetic operation '\(operation)' (on type 'Int') results in an overflow; Swift rejects it while compiling"
    }
}
