/// Recursive-descent parser over the tokens of one scalar (SPEC-LANGUAGE §4, §5).
///
/// Stops at the first syntax error: it reports one precise diagnostic and the
/// callers get nil, so nothing downstream sees a half-parsed tree.
struct Parser {
    let source: ScalarSource
    private(set) var tokens: [Token]
    private(set) var index = 0
    var diagnostic: Diagnostic?

    init(source: ScalarSource, tokens: [Token]) {
        self.source = source
        self.tokens = tokens
    }

    var current: Token { tokens[index] }
    var next: Token { tokens[min(index + 1, tokens.count - 1)] }
    var previous: Token? { index > 0 ? tokens[index - 1] : nil }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Consumes `symbol` when it is the current token.
    mutating func consume(_ symbol: String) -> Token? {
        guard current.isSymbol(symbol) else { return nil }
        return advance()
    }

    /// The range of the tokens from `start` up to the last consumed token.
    func range(from start: Token) -> SourceRange {
        source.range(start.offsets.lowerBound..<max(start.offsets.upperBound, previous?.offsets.upperBound ?? 0))
    }

    /// Reports an error at `token` and returns nil, so parse functions can `return fail(...)`.
    mutating func fail<T>(_ code: String, _ message: String, at token: Token) -> T? {
        if diagnostic == nil { diagnostic = source.error(code, message, at: token.offsets) }
        return nil
    }

    /// Reports that `token` is not what was expected, with a specific hint where one helps.
    mutating func unexpected<T>(_ token: Token, expected: String) -> T? {
        if token.isSymbol("=") {
            return fail("assignment-in-expression", Self.assignmentInExpression, at: token)
        }
        if token.isSymbol("+=") || token.isSymbol("-=") {
            return fail("assignment-in-expression", Self.compoundAssignmentInExpression(token.symbol!), at: token)
        }
        if token.isEnd { return fail("expected-token", "expected \(expected)", at: token) }
        return fail("unexpected-token", "expected \(expected), found \(describe(token))", at: token)
    }

    /// The token as written, quoted, for messages.
    func describe(_ token: Token) -> String {
        token.isEnd ? "the end of the expression" : "'\(source.text(token.offsets))'"
    }

    /// Requires the end of the tokens after a complete expression or statement.
    mutating func expectEnd(after what: String) -> Bool {
        if current.isEnd { return true }
        if current.isSymbol("=") || current.isSymbol("+=") || current.isSymbol("-=") {
            let _: Expression? = unexpected(current, expected: "")
            return false
        }
        let _: Expression? = fail(
            "unexpected-token", "unexpected \(describe(current)) after the \(what)", at: current)
        return false
    }
}

extension Parser {
    static let assignmentInExpression = "'=' is an assignment; use '==' to compare"

    static func compoundAssignmentInExpression(_ symbol: String) -> String {
        "'\(symbol)' changes a value; it can only start an action statement, not appear in an expression"
    }
}
