extension Parser {
    /// A whole expression: the ternary conditional and everything tighter.
    mutating func expression() -> Expression? {
        let start = current
        guard enter() else { return nil }
        defer { nesting -= 1 }
        guard let condition = binary(loosest: .logicalDisjunction) else { return nil }
        guard let question = consume(.question) else { return condition }
        var deepest = depth
        guard let whenTrue = expression() else { return nil }
        deepest = max(deepest, depth)
        guard consume(.colon) != nil else {
            return unexpected(current, expected: Self.expectedTernaryColon(after: source.text(question.offsets)))
        }
        guard let whenFalse = expression() else { return nil }
        deepest = max(deepest, depth)
        return nested(
            Expression(.ternary(condition, whenTrue, whenFalse), range: range(from: start)), over: deepest, at: question
        )
    }

    /// Binary operators of `loosest` precedence and tighter, by precedence climbing.
    private mutating func binary(loosest: PrecedenceGroup) -> Expression? {
        let start = current
        guard var lhs = prefix() else { return nil }
        var lhsDepth = depth
        while let symbol = current.symbol, let group = symbol.precedenceGroup, group >= loosest {
            let operatorToken = advance()
            let rhs: Expression?
            if group.associativity == .right {
                guard enter() else { return nil }
                rhs = binary(loosest: group)
                nesting -= 1
            } else if let tighter = PrecedenceGroup(rawValue: group.rawValue + 1) {
                rhs = binary(loosest: tighter)
            } else {
                rhs = prefix()
            }
            guard let rhs else { return nil }
            let range = range(from: start)
            let combined: Expression
            if let binaryOperator = symbol.binaryOperator {
                combined = Expression(.binary(binaryOperator, lhs, rhs), range: range)
            } else {
                combined = Expression(.range(lhs, rhs, closed: symbol == .ellipsis), range: range)
            }
            guard let deeper = nested(combined, over: max(lhsDepth, depth), at: operatorToken) else { return nil }
            lhs = deeper
            lhsDepth = depth
            if group.associativity == .none, let again = current.symbol, again.precedenceGroup == group {
                return fail(
                    "non-associative-operator",
                    Self.nonAssociative(source.text(operatorToken.offsets), again.rawValue, group: group.name),
                    at: current)
            }
        }
        depth = lhsDepth
        return lhs
    }

    private mutating func prefix() -> Expression? {
        let start = current
        if consume(.not) != nil {
            guard enter() else { return nil }
            defer { nesting -= 1 }
            guard let operand = prefix() else { return nil }
            return nested(Expression(.unary(.not, operand), range: range(from: start)), over: depth, at: start)
        }
        if consume(.minus) != nil {
            if !current.spaceBefore, case .integer(let value) = current.kind {
                advance()
                depth = 1
                // Wrapping: the token of `-9223372036854775808` already holds Int.min.
                return Expression(.integer(0 &- value), range: range(from: start))
            }
            if !current.spaceBefore, case .double(let value) = current.kind {
                advance()
                depth = 1
                return Expression(.double(-value), range: range(from: start))
            }
            guard enter() else { return nil }
            defer { nesting -= 1 }
            guard let operand = prefix() else { return nil }
            if case .integer(Int.min) = operand.kind {
                return fail("number-overflow", Self.negatedIntMin, at: start)
            }
            return nested(Expression(.unary(.negate, operand), range: range(from: start)), over: depth, at: start)
        }
        guard let base = primary() else { return nil }
        return postfix(base, start: start)
    }

    /// Member accesses and method calls after a primary expression.
    /// `base`, whose depth is in ``depth``, with the members and calls after it.
    mutating func postfix(_ base: Expression, start: Token) -> Expression? {
        var base = base
        while true {
            if current.isSymbol(.dot), next.isIdentifier {
                advance()
                let nameToken = advance()
                let member = Identifier(source.text(nameToken.offsets), range: source.range(nameToken.offsets))
                let baseDepth = depth
                let extended: Expression
                if current.isSymbol(.openParen), !current.spaceBefore {
                    guard let arguments = arguments() else { return nil }
                    extended = Expression(.methodCall(base, member, arguments), range: range(from: start))
                    depth = max(baseDepth, depth)
                } else {
                    extended = Expression(.member(base, member), range: range(from: start))
                    depth = baseDepth
                }
                guard let deeper = nested(extended, over: depth, at: nameToken) else { return nil }
                base = deeper
            } else if current.isSymbol(.dot), !next.isEnd || current.isSymbol(.dot) {
                let dot = advance()
                // `1..10`: two dots, as other languages write a range.
                if current.isSymbol(.dot), !current.spaceBefore {
                    return fail("unexpected-token", Self.twoDotRange, at: dot)
                }
                return unexpected(current, expected: Self.expectedMemberName)
            } else if !current.spaceBefore, current.isSymbol(.not) {
                return fail("unsupported-syntax", Self.forceUnwrap, at: current)
            } else if !current.spaceBefore, current.isSymbol(.question), next.isSymbol(.dot), !next.spaceBefore {
                return fail("unsupported-syntax", Self.optionalChaining, at: current)
            } else if !current.spaceBefore, current.isSymbol(.openBracket) {
                return fail("unsupported-syntax", Self.subscriptAccess, at: current)
            } else {
                return base
            }
        }
    }

    private mutating func primary() -> Expression? {
        let tokenIndex = index
        let token = current
        switch token.kind {
        case .integer(let value):
            // Int.min's magnitude reads only right after a `-` written against it.
            guard value != Int.min else {
                return fail("number-overflow", Lexer.integerOverflow(source.text(token.offsets)), at: token)
            }
            advance()
            depth = 1
            return Expression(.integer(value), range: source.range(token.offsets))
        case .double(let value):
            advance()
            depth = 1
            return Expression(.double(value), range: source.range(token.offsets))
        case .string:
            advance()
            guard let template = stringTemplate(at: tokenIndex) else { return nil }
            return nested(Expression(.string(template), range: template.range), over: depth, at: token)
        case .identifier:
            advance()
            depth = 1
            let range = source.range(token.offsets)
            if source.spells("true", at: token.offsets) { return Expression(.boolean(true), range: range) }
            if source.spells("false", at: token.offsets) { return Expression(.boolean(false), range: range) }
            if source.spells("nil", at: token.offsets) { return Expression(.null, range: range) }
            let name = source.text(token.offsets)
            if current.isSymbol(.openParen) {
                guard let arguments = arguments() else { return nil }
                return nested(
                    Expression(.construct(Identifier(name, range: range), arguments), range: self.range(from: token)),
                    over: depth, at: token)
            }
            return Expression(.name(name), range: range)
        case .bindingName:
            advance()
            return binding(token)
        case .symbol(.dot):
            advance()
            if !current.spaceBefore, case .integer = current.kind {
                // `.5`: Swift writes a number with its leading zero.
                return fail("unexpected-token", Self.leadingDot(source.text(current.offsets)), at: token)
            }
            guard !current.spaceBefore, current.isIdentifier else {
                return unexpected(current, expected: Self.expectedCaseName)
            }
            let name = source.text(advance().offsets)
            if current.isSymbol(.openParen), !current.spaceBefore {
                // `.constant(true)`, `.some(1)`: SwiftUI's and Swift's static calls, which the language does not have.
                // SwiftUI's `.constant` is the mistake as a whole; a case's mistake is its arguments.
                guard name != "constant" else { return fail("unexpected-token", Self.constantBinding, from: token) }
                return fail("unexpected-token", Self.enumCaseCall(name), at: current)
            }
            depth = 1
            return Expression(.enumCase(name), range: range(from: token))
        case .symbol(.openBracket):
            return array()
        case .symbol(.openParen):
            advance()
            guard let inner = expression() else { return nil }
            guard consume(.closeParen) != nil else { return unexpected(current, expected: "')'") }
            return nested(Expression(.parenthesized(inner), range: range(from: token)), over: depth, at: token)
        default:
            if let symbol = previous?.symbol, symbol != .openParen && symbol != .openBracket && symbol != .comma {
                if symbol == .percent, token.isEnd, let percent = previous, let fraction = percentage(before: percent) {
                    // `opacity: 50%`: a percentage, as CSS writes one; the spec's is a fraction. Told at the `%`.
                    let whole = fraction == "1" ? ", and a frame's whole width or height is 'infinity'" : ""
                    return fail(
                        "expected-token",
                        "expected an expression after '%'; the spec writes no percentage: a fraction, \(fraction), where "
                            + "one goes (opacity, a ProgressView's value), a number of cells for a length" + whole,
                        at: percent)
                }
                return unexpected(token, expected: "an expression after '\(symbol.rawValue)'")
            }
            return unexpected(token, expected: "an expression")
        }
    }

    /// `$name` followed by field accesses: `$todo.done`.
    private mutating func binding(_ token: Token) -> Expression? {
        let nameOffsets = token.offsets.lowerBound + 1..<token.offsets.upperBound
        var target = Expression(.name(source.text(nameOffsets)), range: source.range(nameOffsets))
        var targetDepth = 1
        while current.isSymbol(.dot), !current.spaceBefore, next.isIdentifier, !peek(2).isSymbol(.openParen) {
            advance()
            let fieldToken = advance()
            let field = Identifier(source.text(fieldToken.offsets), range: source.range(fieldToken.offsets))
            let member = Expression(
                .member(target, field), range: source.range(nameOffsets.lowerBound..<fieldToken.offsets.upperBound))
            guard let deeper = nested(member, over: targetDepth, at: fieldToken) else { return nil }
            target = deeper
            targetDepth = depth
        }
        return nested(Expression(.binding(target), range: range(from: token)), over: targetDepth, at: token)
    }

    private mutating func array() -> Expression? {
        let open = advance()
        var elements: [Expression] = []
        var deepest = 0
        while consume(.closeBracket) == nil {
            guard let element = expression() else { return nil }
            deepest = max(deepest, depth)
            elements.append(element)
            if consume(.comma) == nil {
                guard consume(.closeBracket) != nil else {
                    return unexpected(current, expected: "',' or ']' in the array")
                }
                break
            }
        }
        return nested(Expression(.array(elements), range: range(from: open)), over: deepest, at: open)
    }

    /// `(label: value, value)`, starting at the current `(`; ``depth`` is left at the deepest argument's.
    mutating func arguments() -> [Expression.Argument]? {
        advance()
        var arguments: [Expression.Argument] = []
        var deepest = 0
        defer { depth = deepest }
        while consume(.closeParen) == nil {
            var label: Identifier?
            if current.isIdentifier, next.isSymbol(.colon) {
                let labelToken = advance()
                label = Identifier(source.text(labelToken.offsets), range: source.range(labelToken.offsets))
                advance()
            }
            guard let value = expression() else { return nil }
            deepest = max(deepest, depth)
            arguments.append(Expression.Argument(label: label, value: value))
            if consume(.comma) == nil {
                guard consume(.closeParen) != nil else {
                    return unexpected(current, expected: "',' or ')' in the arguments")
                }
                break
            }
        }
        return arguments
    }

    private func peek(_ count: Int) -> Token {
        var peeked = index
        for _ in 0..<count { peeked = self.index(after: peeked) }
        return tokens[peeked]
    }
}

extension Parser {
    static let expectedMemberName = "a member name after '.'"
    static let twoDotRange = "'..' is no operator; write '...' for a closed range or '..<' for a half-open one"
    static let expectedCaseName = "a case name after '.', as in '.loaded'"
    static func leadingDot(_ digits: String) -> String {
        "a number starts with a digit, not with '.': write '0.\(digits)'"
    }
    static let forceUnwrap = "force unwrapping with '!' is not supported; use '??' to give a default value"
    static let optionalChaining = "optional chaining with '?.' is not supported; use '??' to give a default value first"
    static let subscriptAccess = "subscripts are not supported; read whole values, or use ForEach over a collection"

    static func expectedTernaryColon(after question: String) -> String {
        "':' after the '\(question)' branch of the conditional"
    }

    static func nonAssociative(_ first: String, _ second: String, group: String) -> String {
        let chained = "'\(first)' and '\(second)' cannot be chained (\(group) operators are non-associative)"
        // `0 < n < 5`: a range test, which two comparisons joined with `&&` write.
        guard group == "Comparison" else { return chained + "; add parentheses" }
        return chained + "; join two comparisons with '&&', as in 'a \(first) b && b \(second) c'"
    }

    /// The fraction of the number written right before `percent` (`0.5` of `50%`); nil when no number is there.
    private func percentage(before percent: Token) -> String? {
        var start = percent.offsets.lowerBound
        while start > 0, case let byte = source.byte(at: start - 1), Lexer.isDigit(byte) || byte == UInt8(ascii: ".") {
            start -= 1
        }
        guard start < percent.offsets.lowerBound, let value = Double(source.text(start..<percent.offsets.lowerBound))
        else { return nil }
        let fraction = value / 100
        return fraction == fraction.rounded() ? String(Int(fraction)) : String(fraction)
    }
}
