extension Parser {
    private enum Associativity {
        case left
        case right
        case none
    }

    private struct PrecedenceGroup {
        let name: String
        let operators: [String]
        let associativity: Associativity
    }

    /// Binary precedence groups from loosest to tightest, as in Swift's standard library.
    private static let groups = [
        PrecedenceGroup(name: "LogicalDisjunction", operators: ["||"], associativity: .left),
        PrecedenceGroup(name: "LogicalConjunction", operators: ["&&"], associativity: .left),
        PrecedenceGroup(
            name: "Comparison", operators: ["==", "!=", "<", "<=", ">", ">="], associativity: .none),
        PrecedenceGroup(name: "NilCoalescing", operators: ["??"], associativity: .right),
        PrecedenceGroup(name: "RangeFormation", operators: ["..<", "..."], associativity: .none),
        PrecedenceGroup(name: "Addition", operators: ["+", "-"], associativity: .left),
        PrecedenceGroup(name: "Multiplication", operators: ["*", "/", "%"], associativity: .left),
    ]

    /// A whole expression: the ternary conditional and everything tighter.
    mutating func expression() -> Expression? {
        let start = current
        guard let condition = binary(level: 0) else { return nil }
        guard let question = consume("?") else { return condition }
        guard let whenTrue = expression() else { return nil }
        guard consume(":") != nil else {
            return unexpected(current, expected: Self.expectedTernaryColon(after: source.text(question.offsets)))
        }
        guard let whenFalse = expression() else { return nil }
        return Expression(.ternary(condition, whenTrue, whenFalse), range: range(from: start))
    }

    private mutating func binary(level: Int) -> Expression? {
        guard level < Self.groups.count else { return prefix() }
        let group = Self.groups[level]
        let start = current
        guard var lhs = binary(level: level + 1) else { return nil }
        while let symbol = current.symbol, group.operators.contains(symbol) {
            let operatorToken = advance()
            let rhsLevel = group.associativity == .right ? level : level + 1
            guard let rhs = binary(level: rhsLevel) else { return nil }
            let range = range(from: start)
            switch symbol {
            case "..<", "...":
                lhs = Expression(.range(lhs, rhs, closed: symbol == "..."), range: range)
            default:
                lhs = Expression(.binary(Expression.BinaryOperator(rawValue: symbol)!, lhs, rhs), range: range)
            }
            if group.associativity == .none, let again = current.symbol, group.operators.contains(again) {
                return fail(
                    "non-associative-operator",
                    Self.nonAssociative(source.text(operatorToken.offsets), again, group: group.name),
                    at: current)
            }
            if group.associativity == .right { break }
        }
        return lhs
    }

    private mutating func prefix() -> Expression? {
        let start = current
        if consume("!") != nil {
            guard let operand = prefix() else { return nil }
            return Expression(.unary(.not, operand), range: range(from: start))
        }
        if consume("-") != nil {
            if !current.spaceBefore, case .integer(let value) = current.kind {
                advance()
                return Expression(.integer(-value), range: range(from: start))
            }
            if !current.spaceBefore, case .double(let value) = current.kind {
                advance()
                return Expression(.double(-value), range: range(from: start))
            }
            guard let operand = prefix() else { return nil }
            return Expression(.unary(.negate, operand), range: range(from: start))
        }
        guard let base = primary() else { return nil }
        return postfix(base, start: start)
    }

    /// Member accesses and method calls after a primary expression.
    mutating func postfix(_ base: Expression, start: Token) -> Expression? {
        var base = base
        while true {
            if current.isSymbol("."), case .identifier(let name) = next.kind {
                advance()
                let nameToken = advance()
                let member = Identifier(name, range: source.range(nameToken.offsets))
                if current.isSymbol("("), !current.spaceBefore {
                    guard let arguments = arguments() else { return nil }
                    base = Expression(.methodCall(base, member, arguments), range: range(from: start))
                } else {
                    base = Expression(.member(base, member), range: range(from: start))
                }
            } else if current.isSymbol("."), !next.isEnd || current.isSymbol(".") {
                advance()
                return unexpected(current, expected: Self.expectedMemberName)
            } else if !current.spaceBefore, current.isSymbol("!") {
                return fail("unsupported-syntax", Self.forceUnwrap, at: current)
            } else if !current.spaceBefore, current.isSymbol("?"), next.isSymbol("."), !next.spaceBefore {
                return fail("unsupported-syntax", Self.optionalChaining, at: current)
            } else if !current.spaceBefore, current.isSymbol("[") {
                return fail("unsupported-syntax", Self.subscriptAccess, at: current)
            } else {
                return base
            }
        }
    }

    private mutating func primary() -> Expression? {
        let token = current
        switch token.kind {
        case .integer(let value):
            advance()
            return Expression(.integer(value), range: source.range(token.offsets))
        case .double(let value):
            advance()
            return Expression(.double(value), range: source.range(token.offsets))
        case .string(let pieces):
            advance()
            guard let template = stringTemplate(pieces, offsets: token.offsets) else { return nil }
            return Expression(.string(template), range: template.range)
        case .identifier(let name):
            advance()
            let range = source.range(token.offsets)
            switch name {
            case "true": return Expression(.boolean(true), range: range)
            case "false": return Expression(.boolean(false), range: range)
            case "nil": return Expression(.null, range: range)
            default: break
            }
            if current.isSymbol("(") {
                guard let arguments = arguments() else { return nil }
                return Expression(.construct(Identifier(name, range: range), arguments), range: self.range(from: token))
            }
            return Expression(.name(name), range: range)
        case .bindingName(let name):
            advance()
            return binding(name, token: token)
        case .symbol("."):
            advance()
            guard !current.spaceBefore, case .identifier(let name) = current.kind else {
                return unexpected(current, expected: Self.expectedCaseName)
            }
            advance()
            return Expression(.enumCase(name), range: range(from: token))
        case .symbol("["):
            return array()
        case .symbol("("):
            advance()
            guard let inner = expression() else { return nil }
            guard consume(")") != nil else { return unexpected(current, expected: "')'") }
            return Expression(.parenthesized(inner), range: range(from: token))
        default:
            if let previous, let symbol = previous.symbol, symbol != "(" && symbol != "[" && symbol != "," {
                return unexpected(token, expected: "an expression after '\(symbol)'")
            }
            return unexpected(token, expected: "an expression")
        }
    }

    /// `$name` followed by field accesses: `$todo.done`.
    private mutating func binding(_ name: String, token: Token) -> Expression? {
        let nameOffsets = token.offsets.lowerBound + 1..<token.offsets.upperBound
        var target = Expression(.name(name), range: source.range(nameOffsets))
        while current.isSymbol("."), !current.spaceBefore, case .identifier(let field) = next.kind,
            !peek(2).isSymbol("(")
        {
            advance()
            let fieldToken = advance()
            target = Expression(
                .member(target, Identifier(field, range: source.range(fieldToken.offsets))),
                range: source.range(nameOffsets.lowerBound..<fieldToken.offsets.upperBound))
        }
        return Expression(.binding(target), range: range(from: token))
    }

    private mutating func array() -> Expression? {
        let open = advance()
        var elements: [Expression] = []
        while consume("]") == nil {
            guard let element = expression() else { return nil }
            elements.append(element)
            if consume(",") == nil {
                guard consume("]") != nil else { return unexpected(current, expected: "',' or ']' in the array") }
                break
            }
        }
        return Expression(.array(elements), range: range(from: open))
    }

    /// `(label: value, value)`, starting at the current `(`.
    mutating func arguments() -> [Expression.Argument]? {
        advance()
        var arguments: [Expression.Argument] = []
        while consume(")") == nil {
            var label: Identifier?
            if case .identifier(let name) = current.kind, next.isSymbol(":") {
                label = Identifier(name, range: source.range(advance().offsets))
                advance()
            }
            guard let value = expression() else { return nil }
            arguments.append(Expression.Argument(label: label, value: value))
            if consume(",") == nil {
                guard consume(")") != nil else { return unexpected(current, expected: "',' or ')' in the arguments") }
                break
            }
        }
        return arguments
    }

    /// A string literal's pieces as a template, parsing each interpolation's tokens.
    private mutating func stringTemplate(_ pieces: [Token.StringPiece], offsets: Range<Int>) -> Template? {
        var parts: [Template.Part] = []
        for piece in pieces {
            switch piece {
            case .text(let text):
                parts.append(.text(text))
            case .interpolation(let tokens, let braces):
                guard let expression = Self.interpolation(tokens, braces: braces, source: source, into: &diagnostic)
                else { return nil }
                parts.append(.interpolation(expression))
            }
        }
        return Template(parts: parts, range: source.range(offsets))
    }

    /// Parses the tokens between `{` and `}`; an empty interpolation is an error at the `{`.
    static func interpolation(
        _ tokens: [Token], braces: Range<Int>, source: ScalarSource, into diagnostic: inout Diagnostic?
    ) -> Expression? {
        if tokens.count == 1 {
            if diagnostic == nil {
                diagnostic = source.error(
                    "empty-interpolation", emptyInterpolation, at: braces.lowerBound..<braces.upperBound)
            }
            return nil
        }
        var parser = Parser(source: source, tokens: tokens)
        let expression = parser.expression()
        if let expression, parser.expectEnd(after: "interpolated expression") { return expression }
        if diagnostic == nil { diagnostic = parser.diagnostic }
        return nil
    }

    private func peek(_ count: Int) -> Token {
        tokens[min(index + count, tokens.count - 1)]
    }
}

extension Parser {
    static let expectedMemberName = "a member name after '.'"
    static let expectedCaseName = "a case name after '.', as in '.loaded'"
    static let forceUnwrap = "force unwrapping with '!' is not supported; use '??' to give a default value"
    static let optionalChaining = "optional chaining with '?.' is not supported; use '??' to give a default value first"
    static let subscriptAccess = "subscripts are not supported; read whole values, or use ForEach over a collection"
    static let emptyInterpolation = "empty interpolation '{}'; write '{{}}' for literal braces"

    static func expectedTernaryColon(after question: String) -> String {
        "':' after the '\(question)' branch of the conditional"
    }

    static func nonAssociative(_ first: String, _ second: String, group: String) -> String {
        "'\(first)' and '\(second)' cannot be chained (\(group) operators are non-associative); add parentheses"
    }
}
