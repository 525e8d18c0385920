/// Splits expression text into tokens; string literals are checked here, interpolations lexed recursively.
///
/// The lexer stops at the first error it reports: one precise diagnostic is
/// more useful than a cascade, and the parser does not run on broken tokens.
/// It reads UTF-8 bytes: every character with a meaning is ASCII, and a
/// non-ASCII scalar is decoded only where it may continue a name or be reported.
struct Lexer {
    let source: ScalarSource
    private(set) var offset: Int
    private(set) var diagnostic: Diagnostic?
    /// How many string literals this lexer's text is interpolated inside, so that nested strings stop at the
    /// parser's depth limit before the recursion exhausts the stack.
    private let nesting: Int
    /// Whether the text is an interpolation's, which a `}` outside any string literal ends.
    private var stopsAtClosingBrace = false

    /// Whether the text is a statement's, whose `=` run into a sign (`x =- 1`) is reported as one operator.
    private let isStatement: Bool

    init(source: ScalarSource, offset: Int = 0, nesting: Int = 0, isStatement: Bool = false) {
        self.source = source
        self.offset = offset
        self.nesting = nesting
        self.isStatement = isStatement
    }

    private var bytes: UnsafeBufferPointer<UInt8> { source.bytes }

    /// Appends the tokens up to the end of the text, or (inside an interpolation) up to an unmatched `}`, then an
    /// `.end` token.
    ///
    /// Returns nil after reporting an error; otherwise whether a `}` ended the run.
    mutating func lex(into tokens: inout [Token], stopAtClosingBrace: Bool) -> Bool? {
        stopsAtClosingBrace = stopAtClosingBrace
        var lastEnd = offset
        while true {
            let spaceStart = offset
            skipWhitespace()
            let spaceBefore = offset > spaceStart
            guard offset < bytes.count else {
                tokens.append(Token(kind: .end(after: offset), offsets: lastEnd..<lastEnd, spaceBefore: spaceBefore))
                return false
            }
            if stopAtClosingBrace, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                tokens.append(Token(kind: .end(after: offset), offsets: lastEnd..<lastEnd, spaceBefore: spaceBefore))
                return true
            }
            guard token(into: &tokens, spaceBefore: spaceBefore) else { return nil }
            lastEnd = offset
        }
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                // Space, or tab through carriage return.
                guard byte == 0x20 || (0x09...0x0D).contains(byte) else { return }
                offset += 1
            } else {
                let (scalar, length) = source.scalar(at: offset)
                guard scalar.properties.isWhitespace else { return }
                offset += length
            }
        }
    }

    /// Appends the token at the current offset; false after reporting an error.
    private mutating func token(into tokens: inout [Token], spaceBefore: Bool) -> Bool {
        let start = offset
        let byte = bytes[offset]
        let kind: Token.Kind
        if Self.isASCIIIdentifierHead(byte) {
            offset += 1
            skipIdentifierBody()
            kind = .identifier
        } else if Self.isDigit(byte) {
            guard let number = number() else { return false }
            kind = number
        } else if byte == UInt8(ascii: "\"") {
            return string(into: &tokens, spaceBefore: spaceBefore)
        } else if byte == UInt8(ascii: "$") {
            offset += 1
            guard offset < bytes.count, Self.isIdentifierHead(source.scalar(at: offset).scalar) else {
                return fail("expected-expression", Self.expectedNameAfterDollar, at: start..<start + 1)
            }
            offset += source.scalar(at: offset).length
            skipIdentifierBody()
            kind = .bindingName
        } else if byte >= 0x80 {
            let (scalar, length) = source.scalar(at: offset)
            guard Self.isIdentifierHead(scalar) else {
                return fail("unexpected-character", Self.unexpectedCharacter(scalar), at: start..<start + length)
            }
            offset += length
            skipIdentifierBody()
            kind = .identifier
        } else if let symbol = symbol(byte) {
            // Only the statement's own `=`, the first symbol outside its target's path; one in its value, or in a
            // call's arguments, is an expression's.
            if isStatement, symbol == .assign, !tokens.contains(where: { $0.symbol != nil && !$0.isSymbol(.dot) }),
                let written = assignmentRunIntoSign(from: start)
            {
                diagnostic = written
                return false
            }
            kind = .symbol(symbol)
        } else {
            let rest = source.text(start..<bytes.count)
            let before = source.text(0..<start)
            let message =
                Self.fieldTestHint(rest, after: before).map { Self.unexpectedCharacter(Unicode.Scalar(byte)) + $0 }
                ?? Self.closure(rest, after: before) ?? Self.unexpectedCharacter(Unicode.Scalar(byte))
            return fail("unexpected-character", message, at: start..<start + 1)
        }
        tokens.append(Token(kind: kind, offsets: start..<offset, spaceBefore: spaceBefore))
        return true
    }

    /// The symbol starting with `byte`, longest first (`..<` over `.`, `==` over `=`), consumed; nil for none.
    private mutating func symbol(_ byte: UInt8) -> Punctuation? {
        let next = source.byte(at: offset + 1)
        let symbol: Punctuation
        switch byte {
        case UInt8(ascii: "("): symbol = .openParen
        case UInt8(ascii: ")"): symbol = .closeParen
        case UInt8(ascii: "["): symbol = .openBracket
        case UInt8(ascii: "]"): symbol = .closeBracket
        case UInt8(ascii: ","): symbol = .comma
        case UInt8(ascii: ":"): symbol = .colon
        case UInt8(ascii: "*"): symbol = .star
        case UInt8(ascii: "/"): symbol = .slash
        case UInt8(ascii: "%"): symbol = .percent
        case UInt8(ascii: "."):
            let third = next == UInt8(ascii: ".") ? source.byte(at: offset + 2) : 0
            symbol = third == UInt8(ascii: ".") ? .ellipsis : third == UInt8(ascii: "<") ? .halfOpenRange : .dot
        case UInt8(ascii: "="): symbol = next == UInt8(ascii: "=") ? .equal : .assign
        case UInt8(ascii: "!"): symbol = next == UInt8(ascii: "=") ? .notEqual : .not
        case UInt8(ascii: "<"): symbol = next == UInt8(ascii: "=") ? .lessOrEqual : .less
        case UInt8(ascii: ">"): symbol = next == UInt8(ascii: "=") ? .greaterOrEqual : .greater
        case UInt8(ascii: "?"): symbol = next == UInt8(ascii: "?") ? .nilCoalescing : .question
        case UInt8(ascii: "&") where next == UInt8(ascii: "&"): symbol = .and
        case UInt8(ascii: "|") where next == UInt8(ascii: "|"): symbol = .or
        case UInt8(ascii: "+"):
            symbol = next == UInt8(ascii: "=") ? .addAssign : next == UInt8(ascii: "+") ? .increment : .plus
        case UInt8(ascii: "-"):
            symbol = next == UInt8(ascii: "=") ? .subtractAssign : next == UInt8(ascii: "-") ? .decrement : .minus
        default: return nil
        }
        offset += symbol.length
        return symbol
    }

    /// The error for a statement's `=`, read from `start`, written against a sign, `=-`, `=+` or `=!`, which Swift
    /// reads as one operator and the language has not; nil when no sign follows.
    ///
    /// `x =- 1` is `-=` reversed or `x = -1` run together, and `ok =! ok` is `ok = !ok` run together or `!=`
    /// reversed: a sign followed by a space is taken for the compound assignment (`=!` for the assignment, as a
    /// statement compares nothing), and one touching its operand is told to stand apart from the `=`. Other
    /// operators written together have one reading (`a&&!b`, `-n...-1`) and are kept, with the space Swift needs
    /// written into the generated code.
    private func assignmentRunIntoSign(from start: Int) -> Diagnostic? {
        var rest = self
        guard let second = rest.symbol(source.byte(at: offset)), second == .minus || second == .plus || second == .not
        else { return nil }
        let pair = start..<rest.offset
        let written = source.text(pair)
        let spaced = rest.offset >= bytes.count || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[rest.offset])
        if second == .plus || (second == .minus && spaced) {
            // There is no unary plus, so `=+` is always `+=` reversed.
            let compound = second.rawValue + "="
            var diagnostic = source.error(
                "unexpected-token", Self.reversedCompoundAssignment(written, compound), at: pair)
            // Swapped, the pair adds or subtracts, which only a number does: the fix-it is offered before a number
            // (`count =- 1`), not before a name or text, whose type the lexer does not know.
            var next = rest.offset
            while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
            if next < bytes.count, Self.isDigit(bytes[next]) {
                diagnostic.fixIt = Diagnostic.FixIt(range: diagnostic.range, replacement: compound)
            }
            return diagnostic
        }
        var diagnostic = source.error(
            "unexpected-token", Self.operatorsWithoutSpace(written, "=", second.rawValue), at: pair)
        diagnostic.fixIt = Diagnostic.FixIt(range: source.range(offset..<offset), replacement: " ")
        return diagnostic
    }

    static func reversedCompoundAssignment(_ written: String, _ compound: String) -> String {
        "'\(written)' is no operator; to \(compound == "-=" ? "subtract" : "add") in place, write '\(compound)'"
    }

    static func operatorsWithoutSpace(_ written: String, _ first: String, _ second: String) -> String {
        "Swift reads '\(written)' as one operator, which it has not; put a space between '\(first)' and '\(second)'"
    }

    private mutating func skipIdentifierBody() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                guard Self.isASCIIIdentifierHead(byte) || Self.isDigit(byte) else { return }
                offset += 1
            } else {
                let (scalar, length) = source.scalar(at: offset)
                guard Self.isIdentifierBody(scalar) else { return }
                offset += length
            }
        }
    }

    private mutating func number() -> Token.Kind? {
        let start = offset
        var isDouble = false
        digits()
        if source.byte(at: offset) == UInt8(ascii: "."), Self.isDigit(source.byte(at: offset + 1)) {
            isDouble = true
            offset += 1
            digits()
        }
        if source.byte(at: offset) == UInt8(ascii: "e") || source.byte(at: offset) == UInt8(ascii: "E") {
            var next = offset + 1
            if source.byte(at: next) == UInt8(ascii: "+") || source.byte(at: next) == UInt8(ascii: "-") { next += 1 }
            if Self.isDigit(source.byte(at: next)) {
                isDouble = true
                offset = next
                digits()
            }
        }
        if offset < bytes.count {
            let (scalar, length) = source.scalar(at: offset)
            if Self.isIdentifierBody(scalar) {
                let kind = isDouble ? "floating-point" : "integer"
                // `16px`, `100pt`: a length written with the unit CSS or a design tool gives it.
                var end = offset
                while end < bytes.count, case (let next, let size) = source.scalar(at: end), Self.isIdentifierBody(next)
                {
                    end += size
                }
                if let message = Self.otherNumberForm(source.text(start..<end), digitsBefore: offset - start) {
                    return fail("invalid-number", message, at: start..<end)
                }
                let unit = source.text(offset..<end)
                guard Self.lengthUnits.contains(unit) else {
                    return fail("invalid-number", Self.invalidDigit(scalar, kind: kind), at: offset..<offset + length)
                }
                // The unit goes, as the fix-it, from a whole number: a length is an Int.
                let unitHint = "; a length is a number, written without a unit: write \(source.text(start..<offset))"
                var unitError = source.error(
                    "invalid-number", Self.invalidDigit(scalar, kind: kind) + unitHint, at: offset..<offset + length)
                if !isDouble { unitError.fixIt = Diagnostic.FixIt(range: source.range(offset..<end), replacement: "") }
                diagnostic = unitError
                return nil
            }
        }
        if isDouble {
            let written = source.text(start..<offset)
            guard let value = Double(written.filter { $0 != "_" }), value.isFinite else {
                return fail("number-overflow", Self.doubleOverflow(written), at: start..<offset)
            }
            return .double(value)
        }
        guard let value = integer(start..<offset) else {
            // `-9223372036854775808` is Int.min: its digits alone overflow, so the token carries Int.min for the
            // parser to negate (a wrapping negation keeps it); anywhere else the parser reports the overflow.
            if start > 0, bytes[start - 1] == UInt8(ascii: "-"), isMagnitudeOfIntMin(start..<offset) {
                return .integer(Int.min)
            }
            return fail("number-overflow", Self.integerOverflow(source.text(start..<offset)), at: start..<offset)
        }
        return .integer(value)
    }

    /// Whether the digits (with `_` separators) spell 9223372036854775808, the magnitude of Int.min.
    private func isMagnitudeOfIntMin(_ offsets: Range<Int>) -> Bool {
        let digits = offsets.lazy.map { bytes[$0] }.filter { $0 != UInt8(ascii: "_") }.drop { $0 == UInt8(ascii: "0") }
        return digits.elementsEqual(String(Int.min.magnitude).utf8)
    }

    /// The value of decimal digits with `_` separators; nil when it overflows `Int`.
    private func integer(_ offsets: Range<Int>) -> Int? {
        var value = 0
        for index in offsets where bytes[index] != UInt8(ascii: "_") {
            let (shifted, overflowMultiplying) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAdding) = shifted.addingReportingOverflow(Int(bytes[index] &- UInt8(ascii: "0")))
            if overflowMultiplying || overflowAdding { return nil }
            value = sum
        }
        return value
    }

    private mutating func digits() {
        while offset < bytes.count, Self.isDigit(bytes[offset]) || bytes[offset] == UInt8(ascii: "_") { offset += 1 }
    }

    /// Checks a string literal and appends its token, then the tokens of each interpolation.
    private mutating func string(into tokens: inout [Token], spaceBefore: Bool) -> Bool {
        let start = offset
        let index = tokens.count
        tokens.append(Token(kind: .string(after: index + 1), offsets: start..<start, spaceBefore: spaceBefore))
        offset += 1
        while true {
            guard offset < bytes.count else {
                return fail("unterminated-string", Self.unterminatedString, at: start..<start + 1)
            }
            let byte = bytes[offset]
            let doubled = source.byte(at: offset + 1) == byte
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                tokens[index] = Token(
                    kind: .string(after: tokens.count), offsets: start..<offset, spaceBefore: spaceBefore)
                return true
            case UInt8(ascii: "\\"):
                guard escape() != nil else { return false }
            case UInt8(ascii: "{") where doubled, UInt8(ascii: "}") where doubled:
                offset += 2
            case UInt8(ascii: "}"):
                // With no quote left to close it, the string is what is unclosed: `{"abc}` means `{"abc"}`.
                guard bytes[(offset + 1)...].contains(UInt8(ascii: "\"")) else {
                    let message = stopsAtClosingBrace ? Self.unterminatedStringBeforeBrace : Self.unterminatedString
                    return fail("unterminated-string", message, at: start..<start + 1)
                }
                return fail("unbalanced-brace", Self.unmatchedClosingBrace, at: offset..<offset + 1)
            case UInt8(ascii: "{"):
                let open = offset
                guard nesting < Parser.maximumDepth else {
                    return fail("nesting-too-deep", Parser.tooDeep, at: open..<open + 1)
                }
                var inner = Lexer(source: source, offset: offset + 1, nesting: nesting + 1)
                guard let closed = inner.lex(into: &tokens, stopAtClosingBrace: true) else {
                    // A quote inside an unclosed interpolation is this string's own closing quote.
                    if inner.diagnostic?.code == "unterminated-string" {
                        return fail("unbalanced-brace", Self.unterminatedInterpolation, at: open..<open + 1)
                    }
                    diagnostic = inner.diagnostic
                    return false
                }
                guard closed else {
                    return fail("unbalanced-brace", Self.unterminatedInterpolation, at: open..<open + 1)
                }
                offset = inner.offset
            default:
                offset += 1
            }
        }
    }

    /// Decodes `\"`, `\\`, `\n`, `\t` or `\u{...}` at the current backslash.
    mutating func escape() -> Unicode.Scalar? {
        let backslash = offset
        guard offset + 1 < bytes.count else {
            return fail("invalid-escape", Self.unknownEscape("\\"), at: backslash..<backslash + 1)
        }
        let (letter, length) = source.scalar(at: offset + 1)
        offset += 1 + length
        switch letter {
        case "\"": return "\""
        case "\\": return "\\"
        case "n": return "\n"
        case "t": return "\t"
        case "u":
            guard source.byte(at: offset) == UInt8(ascii: "{") else {
                return fail("invalid-escape", Self.malformedUnicodeEscape, at: backslash..<offset)
            }
            var end = offset + 1
            while end < bytes.count, Self.isHexDigit(bytes[end]) { end += 1 }
            let digitCount = end - offset - 1
            guard source.byte(at: end) == UInt8(ascii: "}"), (1...8).contains(digitCount) else {
                return fail("invalid-escape", Self.malformedUnicodeEscape, at: backslash..<min(end, bytes.count))
            }
            let hex = source.text(offset + 1..<end)
            offset = end + 1
            guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                return fail("invalid-escape", Self.invalidUnicodeScalar(hex), at: backslash..<offset)
            }
            return decoded
        default:
            return fail("invalid-escape", Self.unknownEscape(String(letter)), at: backslash..<offset)
        }
    }

    private mutating func fail<T>(_ code: String, _ message: String, at offsets: Range<Int>) -> T? {
        diagnostic = source.error(code, message, at: offsets)
        return nil
    }

    private mutating func fail(_ code: String, _ message: String, at offsets: Range<Int>) -> Bool {
        diagnostic = source.error(code, message, at: offsets)
        return false
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }

    private static func isASCIIIdentifierHead(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
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
    static let unterminatedStringBeforeBrace =
        unterminatedString + "; close the string before the '}' that ends the interpolation"
    static let unterminatedInterpolation = "unterminated interpolation: this '{' has no matching '}'"
    static let unmatchedClosingBrace = "unmatched '}' in a string literal; write '}}' for a literal brace"
    static let malformedUnicodeEscape = "expected hexadecimal digits in braces after '\\u', as in '\\u{1F600}'"

    /// For a closure (`{ $0.vegetarian }`) given to a Swift method that picks or orders elements (`filter`,
    /// `sorted(by:`), which the language does not have: an `if` inside the ForEach shows some of them.
    static func closure(_ text: String, after before: String) -> String? {
        guard text.hasPrefix("{") else { return nil }
        var call = Substring(before.trimmingCharacters(in: .whitespaces))
        // `sorted(by: {` and `filter({`: the method is the name before the open parenthesis.
        if let parenthesis = call.lastIndex(of: "("), !call[parenthesis...].contains(")") {
            call = call[..<parenthesis]
        }
        let method = String(call.reversed().prefix { $0 == "_" || $0.isLetter || $0.isNumber }.reversed())
        guard call.dropLast(method.count).hasSuffix("."),
            ExpressionChecker.selectingMethods.contains(method)
        else { return nil }
        return "unexpected character '{': closures are not part of the language" + ExpressionChecker.selectingInstead
    }

    /// For Swift's key path (`\\.favorite`) or closure (`{ $0.favorite }`) at the start of `text`, given to
    /// `removeAll` as `before` ends: the spec names the field alone.
    static func fieldTestHint(_ text: String, after before: String) -> String? {
        let call = before.trimmingCharacters(in: .whitespaces)
        guard call.hasSuffix("removeAll") || call.hasSuffix("removeAll(where:") else { return nil }
        var rest = Substring(text)
        if rest.hasPrefix("\\.") {
            rest = rest.dropFirst(2)
        } else if rest.hasPrefix("{") {
            rest = rest.dropFirst().drop { $0 == " " }
            guard rest.hasPrefix("$0.") else { return nil }
            rest = rest.dropFirst(3)
        } else {
            return nil
        }
        let field = rest.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
        // `\.self`: the element itself, which no field names.
        if field == "self" {
            return "; 'removeAll(where:)' takes the name of a Bool field of each element, which the element itself "
                + "is not: it removes the records whose field is true"
        }
        guard SwiftIdentifier.isValid(String(field)) else { return nil }
        return "; a condition on each element is written as the name of its Bool field: write '\(field)', as in "
            + "'removeAll(where: \(field))'"
    }

    static func unexpectedCharacter(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "&": "unexpected character '&'; did you mean '&&'?"
        case "|": "unexpected character '|'; did you mean '||'?"
        case "'": "unexpected character '''; string literals use double quotes"
        case "{", "}": "unexpected character '\(scalar)'; braces only appear inside string literals and templates"
        case ";": "unexpected character ';'; write each statement as its own list item"
        case "\\": "unexpected character '\\'"
        case "~":
            "unexpected character '~'; '~' is YAML's null, a literal's word: an expression writes no value as 'nil'"
        default: "unexpected character '\(scalar.escaped(asASCII: false))'"
        }
    }

    /// For a number written in a form expressions do not read: `0x10`, `0o17`, `0b101` (which switch cases and
    /// preview values take, as YAML reads them) or an exponent without digits (`1e`).
    static func otherNumberForm(_ literal: String, digitsBefore count: Int) -> String? {
        let characters = Array(literal)
        guard count < characters.count else { return nil }
        if characters[count] == "e" || characters[count] == "E", count + 1 == characters.count {
            return "an exponent needs digits after '\(characters[count])', as in '1e3'"
        }
        guard count == 1, characters[0] == "0",
            let (name, radix) = ["x": ("hexadecimal", 16), "o": ("octal", 8), "b": ("binary", 2)][characters[1]]
        else { return nil }
        let value = Int(String(characters.dropFirst(2).filter { $0 != "_" }), radix: radix)
        return "\(name) literals are not part of expressions" + (value.map { "; write \($0)" } ?? "")
    }

    /// The units other languages write lengths with, which a spec's numbers go without.
    static let lengthUnits: Set<String> = ["px", "pt", "dp", "sp", "em", "rem", "vh", "vw"]

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
