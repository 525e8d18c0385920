/// Lowers the spec language's expressions, templates, literals and statements to Swift.
struct ExpressionTranslator: Sendable {
    let unit: GeneratorUnit

    func translate(_ expression: Expression) -> SwiftExpr {
        switch expression.kind {
        case .integer(let value): return .integer(value)
        case .double(let value): return .double(value)
        case .boolean(let value): return .boolean(value)
        case .string(let template): return translate(template)
        case .null: return .nil
        case .enumCase(let name): return .implicitMember(SwiftName.checked(name))
        case .array(let elements): return .array(elements.map(translate))
        case .name(let name): return .identifier(SwiftName.checked(name))
        case .binding(let operand): return binding(translate(operand))
        case .member(let base, let member): return .member(translate(base), SwiftName.checked(member.name))
        case .methodCall(let base, let method, let arguments):
            return .call(.member(translate(base), SwiftName.checked(method.name)), arguments.map(translate))
        case .construct(let type, let arguments):
            return .call(.identifier(SwiftName.checked(type.name)), ordered(arguments, of: type.name).map(translate))
        case .unary(let op, let operand):
            // `-(-2)` is the Int literal `2`; written out, Swift finds `-` ambiguous where no type is expected.
            if let value = expression.integerLiteralValue { return .integer(value) }
            return .prefix(op.rawValue, translate(operand))
        case .binary(.nilCoalescing, let lhs, _) where lhs.type.map({ !$0.isOptional }) ?? false:
            // The spec warns that the right side is never used (`non-optional-coalescing`); Swift would warn again.
            return translate(lhs)
        case .binary(let op, let lhs, let rhs): return .binary(translate(lhs), Self.operators[op]!, translate(rhs))
        case .ternary(let condition, let then, let otherwise):
            return .ternary(translate(condition), translate(then), translate(otherwise))
        case .range(let lower, let upper, let closed):
            return .binary(translate(lower), .closedRange, closed ? translate(upper) : last(before: upper))
        case .parenthesized(let inner):
            let translated = translate(inner)
            // `(count ?? 0)` over a non-optional `count` is `count` alone, which needs no parentheses of its own.
            if case .binary(.nilCoalescing, let lhs, _) = inner.kind, lhs.type.map({ !$0.isOptional }) ?? false {
                switch translated {
                case .binary, .ternary, .closure: break
                default: return translated
                }
            }
            return .parenthesized(translated)
        }
    }

    private static let operators: [Expression.BinaryOperator: SwiftBinaryOperator] = [
        .multiply: .multiply, .divide: .divide, .remainder: .remainder, .add: .add, .subtract: .subtract,
        .equal: .equal, .notEqual: .notEqual, .less: .less, .lessOrEqual: .lessOrEqual, .greater: .greater,
        .greaterOrEqual: .greaterOrEqual, .and: .and, .or: .or, .nilCoalescing: .nilCoalescing,
    ]

    /// The last value of `..<upper`, since `Stepper` takes a closed range: `9` for `10`, `limit - 1` for `limit`.
    private func last(before upper: Expression) -> SwiftExpr {
        if let value = upper.integerLiteralValue, value > Int.min { return .integer(value - 1) }
        return .binary(translate(upper), .subtract, .integer(1))
    }

    /// An Int used as a length, spacing or radius, where SwiftUI takes a CGFloat and SpecUI a Double.
    ///
    /// An integer literal stays as written (`.padding(8)`); anything else is converted: `.padding(Double(inset))`.
    /// Swift converts a Double to a CGFloat where one is expected. The conversion also keeps arithmetic on
    /// literals in Int, as the spec types it: `Double(7 / 2)` is 3.0, where `.padding(7 / 2)` would be 3.5.
    /// `Double(_:)` is overloaded for every numeric type, so its long arithmetic is coerced as an interpolation's
    /// is: `Double((inset * 2 + gap - 1 + border) as Int)`.
    func length(_ expression: Expression) -> SwiftExpr {
        if expression.integerLiteralValue != nil { return translate(expression) }
        return .call(.identifier("Double"), [SwiftArgument(nil, coercedIfLong(expression))])
    }

    func translate(_ argument: Expression.Argument) -> SwiftArgument {
        SwiftArgument(argument.label.map { SwiftName.checked($0.name) }, translate(argument.value))
    }

    /// `$` in front of the root name: `$name`, `$todo.done`.
    func binding(_ expression: SwiftExpr) -> SwiftExpr {
        switch expression {
        case .identifier(let name): .identifier("$" + name)
        case .member(let base, let name): .member(binding(base), name)
        default: preconditionFailure("a binding must name state, a binding or a loop variable, got \(expression)")
        }
    }

    /// A string literal with `\(...)` interpolations; a template that is one String expression is that expression.
    ///
    /// An optional is written `\(String(describing: value))`, which prints the same `Optional(...)` without
    /// Swift's warning about interpolating an optional (the spec has had `optional-interpolation` for it).
    func translate(_ template: Template) -> SwiftExpr {
        translate(template, describing: { $0.type?.isOptional ?? false })
    }

    /// A template where SwiftUI reads a string literal as a `LocalizedStringKey` (a `Text`, a control's title).
    ///
    /// A key interpolates String and Int as Swift prints them, but other numbers through a printf format (`0.500000`)
    /// and Bool, enums and optionals not at all, so those are written `\(String(describing: value))`: Swift's own
    /// description under SwiftUI and SpecUI alike, whose initializers take a String.
    func localizedKey(_ template: Template) -> SwiftExpr {
        // A template that is one String expression is passed as that String; a string literal with interpolations
        // inside it (`b ? "x\(d)" : "no"`) would itself be read as a key, so `String(...)` makes it a String.
        if template.parts.count == 1, case .interpolation(let expression) = template.parts[0],
            expression.type == .string, expression.holdsInterpolatingLiteral
        {
            return .call(.identifier("String"), [SwiftArgument(nil, translate(expression))])
        }
        return translate(template, describing: { $0.type != .string && $0.type != .int })
    }

    private func translate(_ template: Template, describing: (Expression) -> Bool) -> SwiftExpr {
        if template.parts.count == 1, case .interpolation(let expression) = template.parts[0] {
            // One interpolation alone is its String: `Text(title)`, `Text(String(describing: ratio))`; a long chain
            // is coerced as inside a literal, since the initializer taking it is as generic.
            if expression.type == .string { return coercedIfLong(expression) }
            if describing(expression) { return described(coercedIfLong(expression)) }
        }
        return .string(
            template.parts.map { part in
                switch part {
                case .text(let text): return .text(text)
                case .interpolation(let expression):
                    let value = coercedIfLong(expression)
                    return .interpolation(describing(expression) ? described(value) : value)
                }
            }
        )
    }

    /// An interpolated value, or one converted by `Double(_:)`; a long Int, Double or String chain of operators is
    /// coerced to its type: `\((a * 2 + b - 1 + c) as Int)`, `\((first + " " + middle + " " + last) as String)`.
    ///
    /// An interpolation gives its value no type (`appendInterpolation` and `String(describing:)` are generic),
    /// nor does an overloaded initializer, so swiftc tries every numeric type for every number literal, every
    /// string type for every string literal, and every overload for every operator, and gives up on a long chain of
    /// them ("unable to type-check this expression in reasonable time"); the type the spec checked settles it.
    private func coercedIfLong(_ expression: Expression) -> SwiftExpr {
        let value = translate(expression)
        guard let type = expression.type, let name = Self.coercedTypeNames[type],
            Self.arithmeticOperatorCount(expression) >= Self.coercedArithmeticOperators
        else { return value }
        return .coerced(value, type: name)
    }

    /// A Double passed where a generic floating-point value is taken (`ProgressView(value:)` takes any
    /// `BinaryFloatingPoint`): arithmetic on literals alone is coerced, `(1 / 2) as Double`, since swiftc finds its
    /// operators ambiguous among Float, Double and Float80 with nothing else to type it.
    func floatingPoint(_ expression: Expression) -> SwiftExpr {
        let value = translate(expression)
        guard Self.arithmeticOperatorCount(expression) > 0, expression.isLiteralArithmetic(doubles: true) else {
            return value
        }
        return .coerced(value, type: "Double")
    }

    /// The types whose long chains of operators are coerced, with their Swift names.
    private static let coercedTypeNames: [TypeRef: String] = [.int: "Int", .double: "Double", .string: "String"]

    /// The number of arithmetic operators (`+` joining Strings too, a negation, `??`) from which a value is coerced
    /// to its type.
    static let coercedArithmeticOperators = 4

    /// The arithmetic operators of `expression` outside calls and record constructions, negations and `??` among
    /// them: each is overloaded for every numeric or optional type, as `+` is.
    private static func arithmeticOperatorCount(_ expression: Expression) -> Int {
        switch expression.kind {
        case .binary(let op, let lhs, let rhs):
            let own = op.isArithmetic || op == .nilCoalescing ? 1 : 0
            return own + arithmeticOperatorCount(lhs) + arithmeticOperatorCount(rhs)
        case .unary(let op, let operand):
            return (op == .negate ? 1 : 0) + arithmeticOperatorCount(operand)
        case .parenthesized(let operand):
            return arithmeticOperatorCount(operand)
        case .ternary(_, let then, let otherwise):
            return arithmeticOperatorCount(then) + arithmeticOperatorCount(otherwise)
        default:
            return 0
        }
    }

    /// `String(describing: value)`.
    private func described(_ value: SwiftExpr) -> SwiftExpr {
        .call(.identifier("String"), [SwiftArgument("describing", value)])
    }

    /// Record arguments in the order the record declares its fields, as its memberwise initializer takes them.
    private func ordered(_ arguments: [Expression.Argument], of type: String) -> [Expression.Argument] {
        guard let fields = unit.records[type] else { return arguments }
        let order = Dictionary(uniqueKeysWithValues: fields.enumerated().map { ($1.name.name, $0) })
        return arguments.sorted { (order[$0.label?.name ?? ""] ?? 0) < (order[$1.label?.name ?? ""] ?? 0) }
    }

    /// YAML data read against its type: `0`, `"x"`, `.loaded`, `[...]`, `Todo(id: 1, ...)`.
    func translate(_ literal: Literal) -> SwiftExpr {
        switch literal.kind {
        case .integer(let value):
            return literal.type == .double ? .double(Double(value)) : .integer(value)
        case .double(let value): return .double(value)
        case .boolean(let value): return .boolean(value)
        case .string(let value): return .string(value)
        case .null: return .nil
        case .enumCase(let name): return .implicitMember(SwiftName.checked(name))
        case .array(let elements): return .array(elements.map(translate))
        case .record(let fields):
            guard case .named(let name)? = literal.type?.nonOptional else {
                preconditionFailure("a record literal must have a record type, got \(String(describing: literal.type))")
            }
            let order = unit.records[name].map { fields in
                Dictionary(uniqueKeysWithValues: fields.enumerated().map { ($1.name.name, $0) })
            }
            let sorted = fields.sorted { (order?[$0.name.name] ?? 0) < (order?[$1.name.name] ?? 0) }
            return .call(
                SwiftName.checked(name),
                sorted.map { SwiftArgument(SwiftName.checked($0.name.name), translate($0.value)) }
            )
        }
    }

    /// An action statement as a Swift statement.
    func translate(_ statement: Statement) -> SwiftStatement {
        switch statement.kind {
        case .assign(let target, let op, let value):
            return .assignment(translate(target), op.rawValue, translate(value))
        case .call(let target, let method, let arguments):
            let list = translate(target)
            switch (method.name, arguments.first?.label?.name) {
            case ("removeAll", "where"):
                // `removeAll(where: done)` removes the elements whose Bool field is true.
                guard case .name(let field) = arguments[0].value.kind else {
                    preconditionFailure("removeAll(where:) takes a field name")
                }
                return .expression(
                    .call(.member(list, "removeAll"), [SwiftArgument("where", .keyPath([SwiftName.checked(field)]))])
                )
            case ("remove", "id"):
                let id = translate(arguments[0].value)
                let test = SwiftClosure(
                    body: [.expression(.binary(.member(.identifier("$0"), "id"), .equal, id))],
                    isInline: true
                )
                return .expression(.call(.member(list, "removeAll"), [], trailingClosures: [test]))
            default:
                return .expression(.call(.member(list, SwiftName.checked(method.name)), arguments.map(translate)))
            }
        }
    }
}

extension TypeRef {
    /// The type without one level of `?`.
    var nonOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// Whether the type is `T?`.
    var isOptional: Bool { self != nonOptional }
}
