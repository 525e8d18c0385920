/// Recursive-descent parser over the tokens of one scalar (SPEC-LANGUAGE §4, §5).
///
/// Stops at the first syntax error: it reports one precise diagnostic and the
/// callers get nil, so nothing downstream sees a half-parsed tree.
struct Parser {
    let source: ScalarSource
    /// The lexer's tokens; this parser reads from `startIndex` through its `.end` token at `endIndex`.
    let tokens: [Token]
    private let endIndex: Int
    private(set) var index: Int
    /// The last token consumed, if any; a string literal's interpolation tokens are never consumed one by one.
    private var previousIndex: Int?
    var diagnostic: Diagnostic?
    /// The depth of the expression the last parse function returned: 1 for a name or a literal, one more for each
    /// level of operators, parentheses, calls, arrays and members around it.
    var depth = 0
    /// How many expressions and prefix operators are being parsed inside each other, so that a deeply nested scalar
    /// is refused before the recursion exhausts the stack.
    var nesting = 0

    /// A parser for the whole run of `tokens`, which ends with its only `.end` token.
    init(source: ScalarSource, tokens: [Token]) {
        self.init(source: source, tokens: tokens, startIndex: 0, endIndex: tokens.count - 1)
    }

    /// A parser for the tokens from `startIndex` through the `.end` token at `endIndex`, inside `nesting` enclosing
    /// expressions.
    init(source: ScalarSource, tokens: [Token], startIndex: Int, endIndex: Int, nesting: Int = 0) {
        self.source = source
        self.tokens = tokens
        self.index = startIndex
        self.endIndex = endIndex
        self.nesting = nesting
    }

    /// The most levels an expression may nest (SPEC-LANGUAGE §4); the checker, the generator and the interpreter
    /// all walk expressions recursively.
    static let maximumDepth = 128
    static let tooDeep = "the expression nests deeper than \(maximumDepth) levels"

    /// Records `expression` as one level deeper than `children`, the depth of its deepest operand; past
    /// ``maximumDepth`` reports an error at `token` instead.
    mutating func nested(_ expression: Expression, over children: Int, at token: Token) -> Expression? {
        depth = children + 1
        guard depth <= Self.maximumDepth else { return fail("nesting-too-deep", Self.tooDeep, at: token) }
        return expression
    }

    /// Enters one more level of recursion, or reports that the expression nests too deeply at the current token.
    mutating func enter() -> Bool {
        nesting += 1
        guard nesting <= Self.maximumDepth else {
            let _: Expression? = fail("nesting-too-deep", Self.tooDeep, at: current)
            return false
        }
        return true
    }

    var current: Token { tokens[index] }
    var next: Token { tokens[self.index(after: index)] }
    var previous: Token? { previousIndex.map { tokens[$0] } }

    /// The index of the token after the one at `index`, skipping a string literal's interpolation tokens.
    func index(after index: Int) -> Int {
        guard index < endIndex else { return endIndex }
        if case .string(let after) = tokens[index].kind { return after }
        return index + 1
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[index]
        if index < endIndex {
            previousIndex = index
            index = self.index(after: index)
        }
        return token
    }

    /// Consumes `symbol` when it is the current token.
    mutating func consume(_ symbol: Punctuation) -> Token? {
        guard current.isSymbol(symbol) else { return nil }
        return advance()
    }

    /// The end offset of the last consumed token, or 0 before any.
    var previousEnd: Int {
        guard let previousIndex else { return 0 }
        return tokens[previousIndex].offsets.upperBound
    }

    /// The range of the tokens from `start` up to the last consumed token.
    func range(from start: Token) -> SourceRange {
        source.range(start.offsets.lowerBound..<max(start.offsets.upperBound, previousEnd))
    }

    /// Reports an error at `token` and returns nil, so parse functions can `return fail(...)`.
    mutating func fail<T>(_ code: String, _ message: String, at token: Token) -> T? {
        fail(code, message, at: token.offsets)
    }

    /// Reports an error at the tokens from `start` through the one just read, and returns nil.
    mutating func fail<T>(_ code: String, _ message: String, from start: Token) -> T? {
        fail(code, message, at: start.offsets.lowerBound..<max(start.offsets.upperBound, previousEnd))
    }

    /// Reports an error at `offsets` of the scalar, unless one is reported already, and returns nil.
    mutating func fail<T>(_ code: String, _ message: String, at offsets: Range<Int>) -> T? {
        if diagnostic == nil { diagnostic = source.error(code, message, at: offsets) }
        return nil
    }

    /// Reports that `token` is not what was expected, with a specific hint where one helps.
    mutating func unexpected<T>(_ token: Token, expected: String) -> T? {
        switch token.symbol {
        case .assign:
            // `a !== b` and `a === b`, JavaScript's strict comparisons, lex as `!=` or `==` and then `=`.
            let start = token.offsets.lowerBound
            if start >= 2, source.byte(at: start - 1) == UInt8(ascii: "="),
                case let before = source.byte(at: start - 2), before == UInt8(ascii: "!") || before == UInt8(ascii: "=")
            {
                let swift = before == UInt8(ascii: "!") ? "!=" : "=="
                return fail(
                    "unexpected-token", "'\(swift)=' is JavaScript's strict comparison; Swift compares with '\(swift)'",
                    at: start - 2..<token.offsets.upperBound)
            }
            return fail("assignment-in-expression", Self.assignmentInExpression, at: token)
        case .addAssign, .subtractAssign:
            return fail(
                "assignment-in-expression", Self.compoundAssignmentInExpression(token.symbol!.rawValue), at: token)
        default:
            break
        }
        // `a << 1`, `a ** 2`: Swift's bit shifts and other languages' power, which the language has not.
        if let symbol = token.symbol, symbol == .less || symbol == .greater || symbol == .star, !token.spaceBefore,
            let before = previous, before.symbol == symbol, before.offsets.upperBound == token.offsets.lowerBound
        {
            let written = symbol.rawValue + symbol.rawValue
            let what = symbol == .star ? "a power operator" : "Swift's bit shift"
            return fail(
                "unexpected-token", "'\(written)' is \(what), which the language has not",
                at: before.offsets.lowerBound..<token.offsets.upperBound)
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
        if current.isSymbol(.assign) || current.isSymbol(.addAssign) || current.isSymbol(.subtractAssign) {
            let _: Expression? = unexpected(current, expected: "")
            return false
        }
        // `let sel` or `let s = sel`, Swift's optional binding, read as a name `let` and then more.
        let before = source.text(0..<current.offsets.lowerBound).split(separator: " ")
        if let keyword = previous, before == ["let"] || before == ["var"], current.isIdentifier {
            // The optional is the name (`let sel`), or the name after `=` (`let s = sel`).
            var optional = current
            let value = tokens[index(after: index(after: index))]
            if next.isSymbol(.assign), value.isIdentifier { optional = value }
            let binding = Self.optionalBinding(
                source.text(keyword.offsets.lowerBound..<current.offsets.upperBound),
                optional: source.text(optional.offsets))
            let _: Expression? = fail(
                "unsupported-syntax", binding, at: keyword.offsets.lowerBound..<current.offsets.upperBound)
            return false
        }
        // `a and b`: another language's word for an operator.
        let word = Self.wordOperators[source.text(current.offsets)].map { "; write '\($0)'" } ?? ""
        let _: Expression? = fail(
            "unexpected-token", "unexpected \(describe(current)) after the \(what)" + word, at: current)
        return false
    }

    /// Other languages' words for Swift's logical operators.
    static let wordOperators = ["and": "&&", "or": "||", "AND": "&&", "OR": "||"]
}

extension Parser {
    static let assignmentInExpression = "'=' is an assignment; use '==' to compare"
    static let negatedIntMin = "negating -9223372036854775808 overflows Int"

    /// For `.constant(true)`, SwiftUI's `Binding.constant`.
    static let constantBinding =
        "'.constant(...)' is SwiftUI's constant binding, which the language does not have: declare a state and bind "
        + "it with '$name'"

    /// For `let name`, `if let`'s optional binding.
    static func optionalBinding(_ binding: String, optional: String) -> String {
        "'\(binding)' is Swift's optional binding, which the language does not have: test '\(optional) != nil', and "
            + "where its value is used read it with '\(optional) ?? ...'"
    }

    /// For `.name(...)`: a case with a payload, or a static method.
    static func enumCaseCall(_ name: String) -> String {
        "an enum case carries no values and takes no arguments: write '.\(name)' alone"
    }

    static func compoundAssignmentInExpression(_ symbol: String) -> String {
        "'\(symbol)' changes a value; it can only start an action statement, not appear in an expression"
    }
}
