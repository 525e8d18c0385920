extension SpecDecoder {
    static func unknownChoiceMessage(_ what: String, _ word: String, choices: [String]) -> String {
        unknownKeyMessage("unknown \(what) '\(word)'", key: word, expected: choices)
    }

    static func computedChoiceMessage(_ what: String, _ text: String) -> String {
        "unknown \(what) '\(text)'; \(indefinite(what)) is one of its names, not an expression: for one that depends on a "
            + "value, write the view in each branch of an 'if'"
    }

    static func falseFlagMessage(_ key: String) -> String {
        "'\(key): false' has no effect; remove the key instead"
    }

    static func flagMessage(_ key: String, found node: YAMLNode) -> String {
        let expected = "expected 'true' for '\(key)'; found "
        guard let scalar = node.scalar else { return expected + node.kindDescription }
        // `"true"` and `!!str true` are the String "true", which its quotes or its tag make.
        if scalar.value == "true" {
            if node.tag != nil { return expected + "a String, 'true' with a tag; write true without it" }
            if scalar.style != .plain { return expected + "a String, 'true' in quotes; write true without them" }
        }
        return expected + "'\(scalar.value)'"
    }

    static let statementsExpectation = "a statement or a list of statements"

    /// `a color`, `an edge set`: the noun with its indefinite article.
    static func indefinite(_ noun: String) -> String {
        guard let first = noun.first, "aeiouAEIOU".contains(first) else { return "a " + noun }
        return "an " + noun
    }

    /// `a, b or c`.
    static func listing(_ words: [String], conjunction: String = "or") -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// An expression position: the scalar is §4 source code, quoted or not.
    ///
    /// Where an array can be the value (`takesArray`: a ForEach collection, an `id`, an `onChange` value), a list
    /// YAML read from an unquoted array literal is told to quote it.
    mutating func expression(
        _ node: YAMLNode, expected what: @autoclosure () -> String, takesArray: Bool = false
    ) -> Expression? {
        if takesArray, let written = Self.flowListExpression(node) {
            error(
                "expected-scalar", Self.expected(what(), found: node) + Self.flowListHint(written: written),
                at: node.range,
                fixIt: Diagnostic.FixIt(range: node.range, replacement: YAMLScalar.quoted(written)))
            return nil
        }
        guard isReadableScalar(node, expected: what(), content: .expression) else { return nil }
        return node.withScalarText { text in
            ExpressionParser.parseExpression(text, file: path, tokens: &tokens, diagnostics: &diagnostics)
        } ?? nil
    }

    /// A template position: the scalar is text with `{expression}` interpolations.
    mutating func template(_ node: YAMLNode, expected what: @autoclosure () -> String) -> Template? {
        if let hint = Self.bareInterpolationHint(node) {
            error("expected-scalar", Self.expected(what(), found: node) + hint, at: node.range)
            return nil
        }
        guard isReadableScalar(node, expected: what()) else { return nil }
        if let comment = node.touchingComment, let value = node.scalarValue {
            warning(
                "comment-in-text", Self.commentInText(value, comment: comment.text),
                at: SourceRange(at: comment.location))
        }
        return node.withScalarText { text in
            ExpressionParser.parseTemplate(text, file: path, tokens: &tokens, diagnostics: &diagnostics)
        } ?? nil
    }

    /// For text that YAML cut at a `#` it read as a comment (`Text: Ticket #{n} is open`).
    static func commentInText(_ value: String, comment: String) -> String {
        "YAML reads '#\(comment)' as a comment, so the text ends before it; to keep it, quote the whole scalar: "
            + YAMLScalar.doubleQuoted(value + " #" + comment)
    }

    /// An action: one statement, or a list of them, each a scalar of §5; `key` is the key holding it.
    mutating func action(_ node: YAMLNode, key: String = "action") -> [Statement]? {
        if node.scalarValue == nil, let items = node.sequence {
            var statements: [Statement] = []
            statements.reserveCapacity(items.count)
            for item in items {
                if let statement = statement(item, expected: "a statement") { statements.append(statement) }
            }
            return statements
        }
        if let hint = Self.closureHint(node, key: key) {
            error("expected-scalar", Self.expected(Self.statementsExpectation, found: node) + hint, at: node.range)
            return nil
        }
        return statement(node, expected: Self.statementsExpectation).map { [$0] }
    }

    /// For an action written as a Swift closure (`action: { count += 1 }`), which YAML reads as a flow mapping with
    /// one key and no value: the statements go without the braces under `key`, each `;`-separated one an item of
    /// a list.
    static func closureHint(_ node: YAMLNode, key: String) -> String? {
        guard let body = braceWrappedText(node) else { return nil }
        let statements = body.split(separator: ";").compactMap { piece -> Substring? in
            guard let first = piece.firstIndex(where: { !$0.isWhitespace }),
                let last = piece.lastIndex(where: { !$0.isWhitespace })
            else { return nil }
            return piece[first...last]
        }
        let hint = " (YAML reads '{ \(body) }' as a mapping); an action is written without a closure's braces: "
        guard statements.count > 1 else { return hint + "write '\(key): \(body)'" }
        return hint + "write each statement as an item of a list under '\(key):', "
            + statements.map { "'- \($0)'" }.joined(separator: ", ")
    }

    /// A statement of §5, from a scalar read in place.
    private mutating func statement(_ node: YAMLNode, expected what: @autoclosure () -> String) -> Statement? {
        guard isReadableScalar(node, expected: what(), content: .statement) else { return nil }
        return node.withScalarText { text in
            ExpressionParser.parseStatement(text, file: path, tokens: &tokens, diagnostics: &diagnostics)
        } ?? nil
    }

    /// One of a fixed set of words (a font, a color, an alignment), with a did-you-mean when misspelled.
    /// SwiftUI's text styles that the language does not have, and the style it has nearest in size to each.
    static let nearestFonts = [
        "title2": "title", "title3": "title", "subheadline": "footnote", "callout": "body", "caption2": "caption",
    ]

    mutating func choice<Choice: SpecWord>(_ node: YAMLNode, of _: Choice.Type, what: String, code: String) -> Choice? {
        // The list of choices is only built for an error.
        func allChoices() -> [String] { Choice.allCases.map(\.rawValue) }
        guard
            var text = scalarText(
                node, expected: "\(Self.indefinite(what)) (\(Self.listing(allChoices())))", content: .word)
        else { return nil }
        if let value = Choice.named(text) { return value }
        // A block scalar (`|` with the word below it) ends with the line break YAML keeps: the word is before it.
        if text.last?.isNewline == true {
            text = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
            if let value = Choice.named(text) { return value }
        }
        // Swift's spellings of a choice (`Color.blue`, `Font.title`, `.leading`) end with it.
        if let dot = text.lastIndex(of: "."), case let last = String(text[text.index(after: dot)...]),
            Choice.named(last) != nil, text[..<dot].allSatisfy({ $0 == "." || $0 == "_" || $0.isLetter || $0.isNumber })
        {
            error(
                code, "unknown \(what) '\(text)'; did you mean '\(last)'?", at: node.range,
                fixIt: node.range.isOnOneLine ? Diagnostic.FixIt(range: node.range, replacement: last) : nil)
            return nil
        }
        // `font: bold`: a text style that is a modifier of its own.
        if let flag = ModifierKey.named(text), [.bold, .italic, .underline].contains(flag) {
            error(
                code,
                Self.unknownChoiceMessage(what, text, choices: allChoices())
                    + "; '\(text)' is a modifier of its own: write it as its own key, '\(text): true'",
                at: node.range)
            return nil
        }
        // `font: subheadline`: a text style of SwiftUI's that the language lacks, whose nearest is no typo's fix.
        if Choice.self == Font.self, let style = text.split(separator: ".").last.map(String.init),
            let nearest = Self.nearestFonts[style]
        {
            error(
                code,
                Self.unknownChoiceMessage(what, text, choices: allChoices())
                    + "; '\(style)' is a SwiftUI text style the language does not have; the nearest in size is "
                    + "'\(nearest)'",
                at: node.range)
            return nil
        }
        // `foregroundColor: "done ? .green : .red"`: the choice is a word of the spec, never computed.
        if text.contains(where: { $0.isWhitespace || "?:=!<>&|()".contains($0) }) {
            error(code, Self.computedChoiceMessage(what, text), at: node.range)
            return nil
        }
        let choices = allChoices()
        errorUnknown(
            code, Self.unknownChoiceMessage(what, text, choices: choices), word: text, candidates: choices,
            at: node.range)
        return nil
    }

    /// A key that only takes `true` (`bold`, `equatable`); `false` is reported, since it would mean nothing.
    mutating func flag(_ node: YAMLNode, key: String) -> Bool {
        // `true`, nearly always, is told from its bytes without making a string; quoted or tagged, it is a String.
        if node.scalarStyle == .plain, node.tag == nil, node.withScalarValue({ $0.elementsEqual("true".utf8) }) == true
        {
            return true
        }
        switch node.scalarValue {
        case "false": error("false-modifier", Self.falseFlagMessage(key), at: node.range)
        case let value?:
            // YAML 1.1's `yes` and `on`, or a quoted `"true"`, meant `true`.
            let meansTrue =
                (LiteralChecker.yaml11Booleans[value.lowercased()] == "true" || value.lowercased() == "true")
                && node.range.isOnOneLine
            error(
                "expected-true", Self.flagMessage(key, found: node), at: node.range,
                fixIt: meansTrue ? Diagnostic.FixIt(range: node.range, replacement: "true") : nil)
        case nil:
            error("expected-true", Self.flagMessage(key, found: node), at: node.range)
        }
        return false
    }

    /// Where the Unicode scalar at `offset` of a scalar's decoded value sits in the file.
    func location(in scalar: YAMLScalar, offset: Int) -> SourceLocation {
        scalar.locator().location(atScalarOffset: offset)
    }
}
