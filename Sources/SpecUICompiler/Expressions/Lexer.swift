/// Splits expression text into tokens; string literals are decoded here, interpolations lexed recursively.
///
/// The lexer stops at the first error it reports: one precise diagnostic is
/// more useful than a cascade, and the parser does not run on broken tokens.
struct Lexer {
    let source: ScalarSource
    private(set) var offset: Int
    private(set) var diagnostic: Diagnostic?

    init(source: ScalarSource, offset: Int = 0) {
        self.source = source
        self.offset = offset
    }

    private var scalars: [Unicode.Scalar] { source.scalars }

    /// Longest first, so that `..<` wins over `.` and `==` over `=`; each keeps its text to share with tokens.
    private static let symbols = [
        "...", "..<", "==", "!=", "<=", ">=", "&&", "||", "??", "+=", "-=", "++", "--",
        "(", ")", "[", "]", ",", ":", ".", "?", "!", "+", "-", "*", "/", "%", "<", ">", "=",
    ].map { (scalars: Array($0.unicodeScalars), text: $0) }

    /// Tokens up to the end of the text, or (inside an interpolation) up to an unmatched `}`.
    ///
    /// Returns nil after reporting an error; `closed` tells whether a `}` ended the run.
    mutating func tokens(stopAtClosingBrace: Bool) -> (tokens: [Token], closed: Bool)? {
        var tokens: [Token] = []
        var lastEnd = offset
        while true {
            let spaceStart = offset
            skipWhitespace()
            let spaceBefore = offset > spaceStart
            guard offset < scalars.count else {
                tokens.append(Token(kind: .end, offsets: lastEnd..<lastEnd, spaceBefore: spaceBefore))
                return (tokens, false)
            }
            if stopAtClosingBrace, scalars[offset] == "}" {
                tokens.append(Token(kind: .end, offsets: lastEnd..<lastEnd, spaceBefore: spaceBefore))
                offset += 1
                return (tokens, true)
            }
            guard var token = nextToken() else { return nil }
            token.spaceBefore = spaceBefore
            lastEnd = token.offsets.upperBound
            tokens.append(token)
        }
    }

    private mutating func skipWhitespace() {
        while offset < scalars.count, Self.isWhitespace(scalars[offset]) { offset += 1 }
    }

    /// Unicode whitespace, with ASCII (nearly every scalar in an expression) decided without a property lookup.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || ("\t"..."\r").contains(scalar) }
        return scalar.properties.isWhitespace
    }

    private mutating func nextToken() -> Token? {
        let start = offset
        let scalar = scalars[offset]
        if Self.isIdentifierHead(scalar) {
            let name = identifier()
            return Token(kind: .identifier(name), offsets: start..<offset, spaceBefore: false)
        }
        if ("0"..."9").contains(scalar) { return number() }
        if scalar == "\"" { return string() }
        if scalar == "$" {
            offset += 1
            guard offset < scalars.count, Self.isIdentifierHead(scalars[offset]) else {
                return fail("expected-expression", Self.expectedNameAfterDollar, at: start..<start + 1)
            }
            let name = identifier()
            return Token(kind: .bindingName(name), offsets: start..<offset, spaceBefore: false)
        }
        for symbol in Self.symbols where matches(symbol.scalars) {
            offset += symbol.scalars.count
            return Token(kind: .symbol(symbol.text), offsets: start..<offset, spaceBefore: false)
        }
        return fail("unexpected-character", Self.unexpectedCharacter(scalar), at: start..<start + 1)
    }

    private func matches(_ symbol: [Unicode.Scalar]) -> Bool {
        guard offset + symbol.count <= scalars.count else { return false }
        for (index, scalar) in symbol.enumerated() where scalars[offset + index] != scalar { return false }
        return true
    }

    private mutating func identifier() -> String {
        let start = offset
        offset += 1
        while offset < scalars.count, Self.isIdentifierBody(scalars[offset]) { offset += 1 }
        return source.text(start..<offset)
    }

    private mutating func number() -> Token? {
        let start = offset
        var isDouble = false
        digits()
        if offset + 1 < scalars.count, scalars[offset] == ".", ("0"..."9").contains(scalars[offset + 1]) {
            isDouble = true
            offset += 1
            digits()
        }
        if offset < scalars.count, scalars[offset] == "e" || scalars[offset] == "E" {
            var next = offset + 1
            if next < scalars.count, scalars[next] == "+" || scalars[next] == "-" { next += 1 }
            if next < scalars.count, ("0"..."9").contains(scalars[next]) {
                isDouble = true
                offset = next
                digits()
            }
        }
        let written = source.text(start..<offset)
        if offset < scalars.count, Self.isIdentifierBody(scalars[offset]) {
            let kind = isDouble ? "floating-point" : "integer"
            return fail(
                "invalid-number", Self.invalidDigit(scalars[offset], kind: kind), at: offset..<offset + 1)
        }
        let digitsOnly = written.filter { $0 != "_" }
        if isDouble {
            guard let value = Double(digitsOnly), value.isFinite else {
                return fail("number-overflow", Self.doubleOverflow(written), at: start..<offset)
            }
            return Token(kind: .double(value), offsets: start..<offset, spaceBefore: false)
        }
        guard let value = Int(digitsOnly) else {
            return fail("number-overflow", Self.integerOverflow(written), at: start..<offset)
        }
        return Token(kind: .integer(value), offsets: start..<offset, spaceBefore: false)
    }

    private mutating func digits() {
        while offset < scalars.count, ("0"..."9").contains(scalars[offset]) || scalars[offset] == "_" { offset += 1 }
    }

    private mutating func string() -> Token? {
        let start = offset
        offset += 1
        var pieces: [Token.StringPiece] = []
        var text = String.UnicodeScalarView()
        while true {
            guard offset < scalars.count else {
                return fail("unterminated-string", Self.unterminatedString, at: start..<start + 1)
            }
            let scalar = scalars[offset]
            switch scalar {
            case "\"":
                offset += 1
                if !text.isEmpty || pieces.isEmpty { pieces.append(.text(String(text))) }
                return Token(kind: .string(pieces), offsets: start..<offset, spaceBefore: false)
            case "\\":
                guard let decoded = escape() else { return nil }
                text.append(decoded)
            case "{" where offset + 1 < scalars.count && scalars[offset + 1] == "{":
                text.append("{")
                offset += 2
            case "}" where offset + 1 < scalars.count && scalars[offset + 1] == "}":
                text.append("}")
                offset += 2
            case "}":
                return fail("unbalanced-brace", Self.unmatchedClosingBrace, at: offset..<offset + 1)
            case "{":
                let open = offset
                var inner = Lexer(source: source, offset: offset + 1)
                guard let (tokens, closed) = inner.tokens(stopAtClosingBrace: true) else {
                    // A quote inside an unclosed interpolation is this string's own closing quote.
                    if inner.diagnostic?.code == "unterminated-string" {
                        return fail("unbalanced-brace", Self.unterminatedInterpolation, at: open..<open + 1)
                    }
                    diagnostic = inner.diagnostic
                    return nil
                }
                guard closed else {
                    return fail("unbalanced-brace", Self.unterminatedInterpolation, at: open..<open + 1)
                }
                if !text.isEmpty {
                    pieces.append(.text(String(text)))
                    text = String.UnicodeScalarView()
                }
                offset = inner.offset
                pieces.append(.interpolation(tokens, offsets: open..<offset))
            default:
                text.append(scalar)
                offset += 1
            }
        }
    }

    /// Decodes `\"`, `\\`, `\n`, `\t` or `\u{...}` at the current backslash.
    private mutating func escape() -> Unicode.Scalar? {
        let backslash = offset
        guard offset + 1 < scalars.count else {
            return fail("invalid-escape", Self.unknownEscape("\\"), at: backslash..<backslash + 1)
        }
        let letter = scalars[offset + 1]
        offset += 2
        switch letter {
        case "\"": return "\""
        case "\\": return "\\"
        case "n": return "\n"
        case "t": return "\t"
        case "u":
            guard offset < scalars.count, scalars[offset] == "{" else {
                return fail("invalid-escape", Self.malformedUnicodeEscape, at: backslash..<offset)
            }
            var end = offset + 1
            while end < scalars.count, scalars[end].properties.isASCIIHexDigit { end += 1 }
            let hex = source.text(offset + 1..<end)
            guard end < scalars.count, scalars[end] == "}", (1...8).contains(hex.count) else {
                return fail("invalid-escape", Self.malformedUnicodeEscape, at: backslash..<min(end, scalars.count))
            }
            offset = end + 1
            guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                return fail("invalid-escape", Self.invalidUnicodeScalar(hex), at: backslash..<offset)
            }
            return decoded
        default:
            return fail("invalid-escape", Self.unknownEscape(String(letter)), at: backslash..<backslash + 1)
        }
    }

    private mutating func fail<T>(_ code: String, _ message: String, at offsets: Range<Int>) -> T? {
        diagnostic = source.error(code, message, at: offsets)
        return nil
    }

    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        }
        return SwiftIdentifier.isValid(String(scalar))
    }

    static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isIdentifierHead(scalar) || ("0"..."9").contains(scalar) }
        return SwiftIdentifier.isValid("a" + String(scalar))
    }
}

extension Lexer {
    static let expectedNameAfterDollar = "expected a name after '$', as in '$flag'"
    static let unterminatedString = "unterminated string literal: this '\"' has no closing '\"'"
    static let unterminatedInterpolation = "unterminated interpolation: this '{' has no matching '}'"
    static let unmatchedClosingBrace = "unmatched '}' in a string literal; write '}}' for a literal brace"
    static let malformedUnicodeEscape = "expected hexadecimal digits in braces after '\\u', as in '\\u{1F600}'"

    static func unexpectedCharacter(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "&": "unexpected character '&'; did you mean '&&'?"
        case "|": "unexpected character '|'; did you mean '||'?"
        case "'": "unexpected character '''; string literals use double quotes"
        case "{", "}": "unexpected character '\(scalar)'; braces only appear inside string literals and templates"
        default: "unexpected character '\(scalar.escaped(asASCII: false))'"
        }
    }

    static func invalidDigit(_ scalar: Unicode.Scalar, kind: String) -> String {
        "'\(scalar)' is not a valid digit in \(kind == "integer" ? "an" : "a") \(kind) literal"
    }

    static func integerOverflow(_ written: String) -> String {
        "integer literal '\(written)' overflows Int"
    }

    static func doubleOverflow(_ written: String) -> String {
        "floating-point literal '\(written)' overflows Double"
    }

    static func unknownEscape(_ letter: String) -> String {
        "unknown escape sequence '\\\(letter)'; a string literal allows \\\" \\\\ \\n \\t and \\u{...}"
    }

    static func invalidUnicodeScalar(_ hex: String) -> String {
        "'\\u{\(hex)}' is not a valid Unicode scalar"
    }
}
