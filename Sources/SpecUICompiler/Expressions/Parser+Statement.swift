extension Parser {
    /// One action statement: `x = e`, `x += e`, `x -= e` or `target.method(args)`.
    mutating func statement() -> Statement? {
        let start = current
        if case .bindingName = start.kind {
            return fail("invalid-statement", Self.bindingAsTarget, at: start)
        }
        guard start.isIdentifier, !source.spells("true", at: start.offsets),
            !source.spells("false", at: start.offsets), !source.spells("nil", at: start.offsets)
        else {
            return fail("invalid-statement", Self.expectedStatement, at: start)
        }
        advance()
        if current.isSymbol(.openParen) {
            guard arguments() != nil else { return nil }
            return fail("invalid-statement", Self.notAStatement(written(from: start)), at: start)
        }
        let base = Expression(.name(source.text(start.offsets)), range: source.range(start.offsets))
        depth = 1
        guard let target = postfix(base, start: start) else { return nil }
        if let assignment = current.symbol?.assignmentOperator {
            if case .methodCall = target.kind {
                return fail("invalid-statement", Self.assignmentToCall, at: current)
            }
            advance()
            guard let value = expression(), expectEnd(after: "statement") else { return nil }
            return Statement(.assign(target: target, assignment, value: value), range: range(from: start))
        }
        if let symbol = current.symbol, symbol == .increment || symbol == .decrement {
            return fail(
                "invalid-statement", Self.incrementOperator(symbol.rawValue, target: written(from: start)),
                at: current)
        }
        if current.isSymbol(.equal) {
            return fail("invalid-statement", Self.comparisonAsStatement, at: current)
        }
        if case .methodCall(let receiver, let method, let arguments) = target.kind {
            guard expectEnd(after: "statement") else { return nil }
            return Statement(.call(target: receiver, method: method, arguments: arguments), range: range(from: start))
        }
        if current.isEnd {
            // `flag.toggle`: a statement method written without its parentheses.
            if case .member(_, let member) = target.kind, let call = Self.statementCalls[member.name],
                let name = previous
            {
                let message = Self.methodWithoutCall(member.name, call: written(from: start) + call)
                return fail("invalid-statement", message, at: name)
            }
            return fail("invalid-statement", Self.notAStatement(written(from: start)), at: start)
        }
        // `i *= 2`: Swift's other compound assignments, which the language writes out.
        if let symbol = current.symbol, symbol.binaryOperator != nil, next.isSymbol(.assign), !next.spaceBefore {
            let operatorEnd = next.offsets.upperBound
            var value = source.text(operatorEnd..<source.bytes.count).trimmingCharacters(in: .whitespacesAndNewlines)
            if !value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) { value = "(\(value))" }
            let target = written(from: start)
            return fail(
                "invalid-statement",
                value.isEmpty
                    ? Self.otherCompoundAssignment(symbol.rawValue)
                    : Self.otherCompoundAssignment(symbol.rawValue, target: target, value: value),
                at: current.offsets.lowerBound..<operatorEnd)
        }
        return unexpected(current, expected: Self.expectedAfterTarget)
    }

    /// The source text from `start` through the last consumed token.
    private func written(from start: Token) -> String {
        source.text(start.offsets.lowerBound..<max(start.offsets.upperBound, previousEnd))
    }
}

extension Parser {
    /// Every statement form, for messages that reject something else.
    static let statementForms =
        "'x = e', 'x += e', 'x -= e', 'flag.toggle()', 'list.append(e)', 'list.insert(e, at: i)', "
        + "'list.remove(at: i)', 'list.removeAll()', 'list.removeAll(where: field)' or 'list.remove(id: e)'"
    static let expectedStatement = "expected a statement: \(statementForms)"
    static let expectedAfterTarget = "'=', '+=', '-=' or a method call in the statement"
    static let bindingAsTarget =
        "a statement changes a value directly; drop the '$' (bindings are arguments for views)"
    static let assignmentToCall = "cannot assign to the result of a method call; assign to a name or a field"
    static let comparisonAsStatement = "'==' compares; use '=' to assign"

    static func otherCompoundAssignment(_ op: String, target: String, value: String) -> String {
        otherCompoundAssignment(op) + ": write '\(target) = \(target) \(op) \(value)'"
    }

    static func otherCompoundAssignment(_ op: String) -> String {
        "'\(op)=' is Swift's; the language assigns with '=', '+=' and '-=' only"
    }

    static func notAStatement(_ written: String) -> String {
        "'\(written)' is not a statement; statements are \(statementForms)"
    }

    /// The statement methods, each with the arguments its call takes as `statementForms` writes them.
    static let statementCalls = [
        "toggle": "()", "append": "(e)", "insert": "(e, at: i)", "remove": "(at: i)", "removeAll": "()",
    ]

    static func methodWithoutCall(_ method: String, call: String) -> String {
        "'\(method)' is a method; call it as '\(call)'"
    }

    static func incrementOperator(_ symbol: String, target: String) -> String {
        "'\(symbol)' does not exist in Swift; write '\(target) \(symbol == "++" ? "+=" : "-=") 1'"
    }
}
