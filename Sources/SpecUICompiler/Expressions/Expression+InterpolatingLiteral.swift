extension Expression {
    /// Whether a string literal with an interpolation appears anywhere in this expression (`b ? "x{d}" : "no"`).
    package var holdsInterpolatingLiteral: Bool {
        switch kind {
        case .integer, .double, .boolean, .null, .enumCase, .name:
            false
        case .string(let template):
            template.parts.contains {
                if case .interpolation = $0 { return true }
                return false
            }
        case .array(let elements):
            elements.contains { $0.holdsInterpolatingLiteral }
        case .binding(let target), .member(let target, _), .unary(_, let target), .parenthesized(let target):
            target.holdsInterpolatingLiteral
        case .methodCall(let base, _, let arguments):
            base.holdsInterpolatingLiteral || arguments.contains { $0.value.holdsInterpolatingLiteral }
        case .construct(_, let arguments):
            arguments.contains { $0.value.holdsInterpolatingLiteral }
        case .binary(_, let lhs, let rhs), .range(let lhs, let rhs, _):
            lhs.holdsInterpolatingLiteral || rhs.holdsInterpolatingLiteral
        case .ternary(let condition, let whenTrue, let whenFalse):
            condition.holdsInterpolatingLiteral || whenTrue.holdsInterpolatingLiteral
                || whenFalse.holdsInterpolatingLiteral
        }
    }
}
