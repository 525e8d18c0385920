extension Parser {
    /// The string literal whose token is at `tokenIndex`, as a template: its text decoded again from the source
    /// (the lexer has checked it), and each interpolation parsed from the tokens that follow the literal's token.
    ///
    /// ``depth`` is left at the deepest interpolation's, 0 without any.
    mutating func stringTemplate(at tokenIndex: Int) -> Template? {
        let literal = tokens[tokenIndex]
        var parts: [Template.Part] = []
        var deepest = 0
        defer { depth = deepest }
        // Literal text is copied a run at a time; `runStart` is where the run not yet in `text` begins.
        var text = ""
        var offset = literal.offsets.lowerBound + 1
        var runStart = offset
        var interpolationStart = tokenIndex + 1
        while true {
            let byte = source.bytes[offset]
            let doubled = source.byte(at: offset + 1) == byte
            switch byte {
            case UInt8(ascii: "\""):
                source.appendText(runStart..<offset, to: &text)
                if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
                return Template(parts: parts, range: source.range(literal.offsets))
            case UInt8(ascii: "\\"):
                source.appendText(runStart..<offset, to: &text)
                var lexer = Lexer(source: source, offset: offset)
                guard let decoded = lexer.escape() else { return nil }
                text.unicodeScalars.append(decoded)
                offset = lexer.offset
                runStart = offset
            case UInt8(ascii: "{") where doubled, UInt8(ascii: "}") where doubled:
                source.appendText(runStart..<offset + 1, to: &text)
                offset += 2
                runStart = offset
            case UInt8(ascii: "{"):
                source.appendText(runStart..<offset, to: &text)
                if !text.isEmpty {
                    parts.append(.text(text))
                    text = ""
                }
                var endIndex = interpolationStart
                while !tokens[endIndex].isEnd { endIndex = index(after: endIndex) }
                guard case .end(let closingEnd) = tokens[endIndex].kind else { return nil }
                var interpolationDepth = 0
                guard
                    let expression = Self.interpolation(
                        tokens, startIndex: interpolationStart, endIndex: endIndex, braces: offset..<closingEnd,
                        source: source, nesting: nesting, depth: &interpolationDepth, into: &diagnostic)
                else { return nil }
                deepest = max(deepest, interpolationDepth)
                parts.append(.interpolation(expression))
                offset = closingEnd
                runStart = offset
                interpolationStart = endIndex + 1
            default:
                offset += 1
            }
        }
    }

    /// Parses the tokens between `{` and `}` (`startIndex` through the `.end` token at `endIndex`) inside `nesting`
    /// enclosing expressions, setting `depth` to the expression's; an empty interpolation is an error at the `{`.
    static func interpolation(
        _ tokens: [Token], startIndex: Int, endIndex: Int, braces: Range<Int>, source: ScalarSource,
        nesting: Int = 0, depth: inout Int, into diagnostic: inout Diagnostic?
    ) -> Expression? {
        if startIndex == endIndex {
            if diagnostic == nil {
                diagnostic = source.error(
                    "empty-interpolation", emptyInterpolation, at: braces.lowerBound..<braces.upperBound)
            }
            return nil
        }
        var parser = Parser(
            source: source, tokens: tokens, startIndex: startIndex, endIndex: endIndex, nesting: nesting)
        let expression = parser.expression()
        depth = parser.depth
        if let expression, parser.expectEnd(after: "interpolated expression") { return expression }
        if diagnostic == nil { diagnostic = parser.diagnostic }
        return nil
    }
}

extension Parser {
    static let emptyInterpolation = "empty interpolation '{}'; write '{{}}' for literal braces"
}
