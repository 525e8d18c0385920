extension ExpressionChecker {
    func unary(
        _ expression: Expression, _ op: Expression.UnaryOperator, _ operand: Expression, expected: TypeRef?,
        diagnostics: inout [Diagnostic]
    ) -> Expression {
        var result = expression
        let wanted: TypeRef? = op == .not ? .bool : (wantsDouble(expected) ? .double : nil)
        let typed = infer(operand, expected: wanted, diagnostics: &diagnostics)
        result.kind = .unary(op, typed)
        guard let type = typed.type else { return result }
        let valid = op == .not ? type == .bool : (type == .int || type == .double)
        if valid {
            result.type = type
            checkFolding(result, diagnostics: &diagnostics)
        } else {
            diagnostics.append(error("operator-type", Self.unaryMismatch(op, typed, type), expression.range))
        }
        return result
    }

    func binary(
        _ expression: Expression, _ op: Expression.BinaryOperator, _ lhs: Expression, _ rhs: Expression,
        expected: TypeRef?, diagnostics: inout [Diagnostic]
    ) -> Expression {
        var result = expression
        switch op {
        case .and, .or:
            let left = check(lhs, expected: .bool, diagnostics: &diagnostics)
            let right = check(rhs, expected: .bool, diagnostics: &diagnostics)
            result.kind = .binary(op, left, right)
            if left.type == .bool, right.type == .bool { result.type = .bool }
        case .nilCoalescing:
            return nilCoalescing(expression, lhs, rhs, expected: expected, diagnostics: &diagnostics)
        default:
            let numericHint: TypeRef? = op.isArithmetic && wantsDouble(expected) ? .double : nil
            let (left, right) = operands(lhs, rhs, hint: numericHint, diagnostics: &diagnostics)
            result.kind = .binary(op, left, right)
            guard let leftType = left.type, let rightType = right.type else { return result }
            if let type = resultType(op, leftType, rightType) {
                result.type = type
                checkFolding(result, diagnostics: &diagnostics)
            } else {
                var mismatch = error("operator-type", Self.binaryMismatch(op, leftType, rightType), expression.range)
                if op == .equal || op == .notEqual, let (text, literal) = caseWrittenAsString(left, right) {
                    // `mood == "happy"`: the case, which a String is not; written with its dot, as the fix-it. An
                    // optional enum compares with its case as it is.
                    mismatch.message =
                        "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(leftType)' and "
                        + "'\(rightType)'; compare with the case: write '.\(text)'"
                    mismatch.fixIt = Diagnostic.FixIt(range: literal.range, replacement: "." + text)
                }
                diagnostics.append(mismatch)
            }
        }
        return result
    }

    /// Of two operands, a string literal whose text is a case of the other's enum (`"happy"` beside a `Mood`): the
    /// case and the literal.
    private func caseWrittenAsString(_ left: Expression, _ right: Expression) -> (String, Expression)? {
        for (literal, other) in [(right, left), (left, right)] {
            if let type = other.type, let text = caseSpelled(by: literal, of: type) { return (text, literal) }
        }
        return nil
    }

    /// Types both operands so that one gives context to the other (`status == .loaded`, `x == nil`, `d * 2`).
    func operands(
        _ lhs: Expression, _ rhs: Expression, hint: TypeRef?, diagnostics: inout [Diagnostic]
    ) -> (Expression, Expression) {
        if Self.needsContext(lhs), !Self.needsContext(rhs) {
            let right = infer(rhs, expected: hint, diagnostics: &diagnostics)
            let left =
                right.type == nil
                ? inferWithoutContext(lhs)
                : infer(lhs, expected: Self.context(for: lhs, from: right.type), diagnostics: &diagnostics)
            return (left, right)
        }
        if isCaseWithType(lhs), !Self.needsContext(rhs), !isCaseWithType(rhs) {
            // `Status.done == status`: the right side is the context the case's fix-it, `.done`, would need.
            let right = infer(rhs, expected: hint, diagnostics: &diagnostics)
            return (infer(lhs, expected: right.type, diagnostics: &diagnostics), right)
        }
        var left = infer(lhs, expected: hint, diagnostics: &diagnostics)
        // A case written with its type was reported, and the type it is given only keeps its mistake from being
        // reported again: it is no context for the other side.
        let context = isCaseWithType(lhs) ? hint : Self.context(for: rhs, from: left.type)
        var right =
            left.type == nil && Self.needsContext(rhs)
            ? inferWithoutContext(rhs)
            : infer(rhs, expected: context, diagnostics: &diagnostics)
        if left.type == .int, right.type == .double, lhs.isLiteralArithmetic(doubles: false) {
            left = infer(lhs, expected: .double, diagnostics: &diagnostics)
        } else if left.type == .double, right.type == .int, rhs.isLiteralArithmetic(doubles: false) {
            right = infer(rhs, expected: .double, diagnostics: &diagnostics)
        }
        return (left, right)
    }

    /// The type a binary operator produces for these operand types, nil when it does not apply.
    func resultType(_ op: Expression.BinaryOperator, _ lhs: TypeRef, _ rhs: TypeRef) -> TypeRef? {
        switch op {
        case .add:
            switch lhs {
            case .int, .double, .string: return lhs == rhs ? lhs : nil
            default: return nil
            }
        case .subtract, .multiply, .divide:
            switch lhs {
            case .int, .double: return lhs == rhs ? lhs : nil
            default: return nil
            }
        case .remainder:
            return lhs == .int && rhs == .int ? .int : nil
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            return lhs == rhs && types.isComparable(lhs) ? .bool : nil
        case .equal, .notEqual:
            let comparable = (accepts(lhs, rhs) || accepts(rhs, lhs)) && types.isHashable(lhs)
            return comparable ? .bool : nil
        case .and, .or, .nilCoalescing:
            return nil
        }
    }

    private func nilCoalescing(
        _ expression: Expression, _ lhs: Expression, _ rhs: Expression, expected: TypeRef?,
        diagnostics: inout [Diagnostic]
    ) -> Expression {
        var result = expression
        let optionalHint = expected.map { type -> TypeRef in
            if case .optional = type { return type }
            return .optional(type)
        }
        let left = infer(lhs, expected: optionalHint, diagnostics: &diagnostics)
        guard let leftType = left.type else {
            let right =
                expected == nil && Self.needsContext(rhs)
                ? inferWithoutContext(rhs) : infer(rhs, expected: expected, diagnostics: &diagnostics)
            result.kind = .binary(.nilCoalescing, left, right)
            return result
        }
        guard case .optional(let wrapped) = leftType else {
            let right = check(rhs, expected: leftType, diagnostics: &diagnostics)
            result.kind = .binary(.nilCoalescing, left, right)
            result.type = leftType
            diagnostics.append(
                Diagnostic(
                    .warning, code: "non-optional-coalescing", message: Self.nonOptionalCoalescing(left, leftType),
                    file: file, range: left.range))
            return result
        }
        // `a ?? b` where `b` is itself optional stays optional, as in Swift.
        let right = infer(rhs, expected: wrapped, diagnostics: &diagnostics)
        result.kind = .binary(.nilCoalescing, left, right)
        guard let rightType = right.type else { return result }
        if accepts(wrapped, rightType) {
            result.type = wrapped
        } else if rightType == leftType {
            result.type = leftType
        } else {
            diagnostics.append(error("type-mismatch", Self.mismatch(right, rightType, wrapped), right.range))
        }
        return result
    }

    func ternary(
        _ expression: Expression, _ condition: Expression, _ whenTrue: Expression, _ whenFalse: Expression,
        expected: TypeRef?, diagnostics: inout [Diagnostic]
    ) -> Expression {
        var result = expression
        let typedCondition = check(condition, expected: .bool, diagnostics: &diagnostics)
        let (first, second) = branches(whenTrue, whenFalse, hint: expected, diagnostics: &diagnostics)
        result.kind = .ternary(typedCondition, first, second)
        guard typedCondition.type == .bool, let firstType = first.type, let secondType = second.type else {
            return result
        }
        if accepts(firstType, secondType) {
            result.type = firstType
        } else if accepts(secondType, firstType) {
            result.type = secondType
        } else {
            diagnostics.append(
                error("type-mismatch", Self.ternaryMismatch(firstType, secondType), expression.range))
        }
        return result
    }

    /// A ternary's branches: like a binary operator's operands, except that a `nil` branch is the optional of the
    /// other branch's type (`q.isEmpty ? nil : q` is a `String?`), as in Swift.
    private func branches(
        _ whenTrue: Expression, _ whenFalse: Expression, hint: TypeRef?, diagnostics: inout [Diagnostic]
    ) -> (Expression, Expression) {
        let trueIsNil = Self.isNil(whenTrue)
        guard trueIsNil != Self.isNil(whenFalse) else {
            return operands(whenTrue, whenFalse, hint: hint, diagnostics: &diagnostics)
        }
        let other = infer(trueIsNil ? whenFalse : whenTrue, expected: hint, diagnostics: &diagnostics)
        let optional = hint.flatMap { Self.isOptional($0) ? $0 : nil } ?? other.type.map { Self.optional(of: $0) }
        let null = infer(trueIsNil ? whenTrue : whenFalse, expected: optional, diagnostics: &diagnostics)
        return trueIsNil ? (null, other) : (other, null)
    }

    /// `nil`, parenthesized or not.
    private static func isNil(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .null: true
        case .parenthesized(let inner): isNil(inner)
        default: false
        }
    }

    /// `type` made optional, unless it already is.
    private static func optional(of type: TypeRef) -> TypeRef { isOptional(type) ? type : .optional(type) }

    func range(
        _ expression: Expression, _ lower: Expression, _ upper: Expression, closed: Bool, allowed: Bool,
        expected: TypeRef?, diagnostics: inout [Diagnostic]
    ) -> Expression {
        var result = expression
        guard allowed else {
            diagnostics.append(error("range-not-allowed", Self.rangeNotAllowed, expression.range))
            return result
        }
        // Bounds of one other type (`0.0...1.0` where Int bounds are expected) are one mistake, reported once.
        let bound = expected ?? .int
        var boundErrors: [Diagnostic] = []
        let lowerAlone = infer(lower, expected: bound, diagnostics: &boundErrors)
        let upperAlone = infer(upper, expected: bound, diagnostics: &boundErrors)
        if boundErrors.isEmpty, let type = lowerAlone.type, type == upperAlone.type, !accepts(bound, type) {
            diagnostics.append(error("type-mismatch", Self.rangeOfOtherType(type, bound), expression.range))
            result.kind = .range(lowerAlone, upperAlone, closed: closed)
            return result
        }
        let left = check(lower, expected: bound, diagnostics: &diagnostics)
        let right = check(upper, expected: left.type ?? bound, diagnostics: &diagnostics)
        result.kind = .range(left, right, closed: closed)
        if let type = left.type, type == right.type { result.type = type }
        if let message = Self.whyEmpty(left, right, closed: closed) {
            diagnostics.append(error("empty-range", message, expression.range))
        }
        return result
    }

    static func rangeOfOtherType(_ found: TypeRef, _ bound: TypeRef) -> String {
        "cannot use a range of '\(found)' where a range of '\(bound)' is expected"
    }

    /// Why a range with integer bounds Swift folds while compiling holds no value, which Swift traps on: `10...0`,
    /// `5..<5`, `0..<(1 - 1)`; and a half-open range up to Int.min, which holds no value whatever its lower bound:
    /// `limit..<-9223372036854775808`.
    private static func whyEmpty(_ lower: Expression, _ upper: Expression, closed: Bool) -> String? {
        if !closed, folded(upper) == .value(Int.min) {
            return "range '..<\(Int.min)' is empty: no Int is below \(Int.min)"
        }
        guard case .value(let lowerValue) = folded(lower), case .value(let upperValue) = folded(upper) else {
            return nil
        }
        let isEmpty = closed ? lowerValue > upperValue : lowerValue >= upperValue
        return isEmpty ? emptyRange(lowerValue, upperValue, closed: closed) : nil
    }

    /// Literals whose type comes from the other operand: `.case`, `nil`, `[]`.
    /// Types `operand` (`.dark`, `nil`, `[]`) whose context, the other operand, failed and was reported: its own
    /// "needs a type from context" error would report that one mistake again.
    func inferWithoutContext(_ operand: Expression) -> Expression {
        var unreported: [Diagnostic] = []
        return infer(operand, expected: nil, diagnostics: &unreported)
    }

    /// Whether `expression` is an enum case written with its type (`Status.done`), which the spec writes from
    /// context (`.done`): one in parentheses too, or a ternary whose branches are such cases or need context
    /// (`on ? Status.done : .late`). Its type is given only so its mistake is not reported again: it is no context.
    func isCaseWithType(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .member(let base, _):
            // A type's name is UpperCamelCase: most bases (`todo.done`) are not asked further.
            guard case .name(let typeName) = base.kind, SwiftIdentifier.isUpperCamelCase(typeName) else { return false }
            return scope.lookup(typeName) == nil && types.cases(of: .named(typeName)) != nil
        case .parenthesized(let inner):
            return isCaseWithType(inner)
        case .ternary(_, let then, let otherwise):
            let (first, second) = (isCaseWithType(then), isCaseWithType(otherwise))
            return (first || second) && (first || Self.needsContext(then)) && (second || Self.needsContext(otherwise))
        default:
            return false
        }
    }

    static func needsContext(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .enumCase, .null: true
        case .array(let elements): elements.isEmpty
        case .parenthesized(let inner): needsContext(inner)
        // `flag ? .happy : .sad`: neither branch says what it is.
        case .ternary(_, let then, let otherwise): needsContext(then) && needsContext(otherwise)
        default: false
        }
    }

    /// The expected type to give `operand` from the other side's type.
    private static func context(for operand: Expression, from other: TypeRef?) -> TypeRef? { other }

    static func isOptional(_ type: TypeRef) -> Bool {
        if case .optional = type { return true }
        return false
    }

}

extension ExpressionChecker {
    static let rangeNotAllowed = "a range is only allowed as Stepper's 'in' argument, such as '0...10'"

    static func emptyRange(_ lower: Int, _ upper: Int, closed: Bool) -> String {
        closed
            ? "range '\(lower)...\(upper)' is empty: its lower bound is above its upper bound"
            : "range '\(lower)..<\(upper)' is empty: its lower bound is not below its upper bound"
    }

    static func unaryMismatch(_ op: Expression.UnaryOperator, _ operand: Expression, _ type: TypeRef) -> String {
        let needs = op == .not ? "a Bool" : "an Int or a Double"
        return "unary operator '\(op.rawValue)' needs \(needs), but \(spelling(of: operand)) is '\(type)'"
    }

    static func binaryMismatch(_ op: Expression.BinaryOperator, _ lhs: TypeRef, _ rhs: TypeRef) -> String {
        let base = "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(lhs)' and '\(rhs)'"
        if op == .remainder, lhs == .double || rhs == .double { return base + "; '%' needs Int operands" }
        if (lhs == .int && rhs == .double) || (lhs == .double && rhs == .int) {
            return base + "; Swift does not mix Int and Double, so make both the same type"
        }
        if isOptional(lhs) || isOptional(rhs) { return base + "; use '??' to give the optional a default first" }
        return base
    }

    static func nonOptionalCoalescing(_ lhs: Expression, _ type: TypeRef) -> String {
        "left side of '??' has non-optional type '\(type)', so the right side is never used"
    }

    static func ternaryMismatch(_ first: TypeRef, _ second: TypeRef) -> String {
        "result values in '? :' expression have mismatching types '\(first)' and '\(second)'"
    }
}
