/// Turns a spec file's bytes into a `YAMLNode` tree through libyaml's event API.
///
/// Hostile input is refused with a diagnostic before it can cost time or
/// memory: files over 16 MiB are not parsed, invalid UTF-8 and control
/// characters are reported at their first byte, nesting stops at 256 levels,
/// and aliases may add at most 100,000 nodes to a document, counted without
/// expanding anything. Every problem but a duplicate key stops loading, so the
/// result is a complete tree or nil; of a duplicated key the first entry is kept.
///
/// Merge keys (`<<`) are not part of the spec language. They are loaded as
/// ordinary keys, and the decoder rejects them like any other unknown key.
package enum YAMLLoader {
    package static let maximumFileSize = 16 * 1024 * 1024
    package static let maximumDepth = 256
    package static let aliasExpansionLimit = 100_000

    /// The file's single top-level node, or nil after appending the diagnostics that explain why not.
    package static func load(_ bytes: [UInt8], path: String, diagnostics: inout [Diagnostic]) -> YAMLNode? {
        let start = SourceRange(at: SourceLocation(line: 1, column: 1))
        guard bytes.count <= maximumFileSize else {
            diagnostics.append(
                .init(
                    .error, code: "file-too-large", message: Message.tooLarge,
                    file: path, range: start))
            return nil
        }
        var problems = SourceBytes.encodingProblems(in: bytes)
        if !problems.isEmpty {
            let more = problems.count > SourceBytes.maximumLineBreakProblems
            if more { problems.removeLast() }
            let locations = SourceBytes.locations(ofBytes: problems.map(\.offset), in: bytes)
            for (problem, location) in zip(problems, locations) {
                diagnostics.append(Message.encoding(problem.problem, file: path, at: location))
            }
            if more, let last = locations.last {
                diagnostics[diagnostics.count - 1].notes.append(
                    Diagnostic.Note(message: Message.moreLineBreaks, file: path, range: SourceRange(at: last)))
            }
            return nil
        }
        var builder = YAMLTreeBuilder(validatedBytes: bytes, path: path)
        let root = builder.build()
        diagnostics += builder.diagnostics
        return root
    }

    /// Diagnostic messages of the loader.
    enum Message {
        static let moreLineBreaks =
            "more NEL, LS or PS characters follow; only the first \(SourceBytes.maximumLineBreakProblems) are reported"
        static let emptyFile = "the file is empty; a spec is a mapping with a 'view:' or 'types:' key"
        static let secondDocument = "a spec file holds one YAML document; this starts a second one"
        static let quoteHint = "; quote the whole scalar"

        static let tooLarge = "the file is larger than 16 MiB (\(maximumFileSize) bytes), the limit for a spec"

        static func rootNotMapping(_ found: String) -> String {
            "a spec must be a mapping with a 'view:' or 'types:' key; found \(found)"
        }

        /// A key written twice; a modifier twice on a view (`padding`, `background`, `padding`, as SwiftUI chains
        /// them) is told how to apply it again around the ones before it.
        static func duplicateKey(_ key: String, onView: Bool = false) -> String {
            // `- Text: "A"` above `  Text: "B"`: a second view, whose item lacks its `- `.
            if onView, BuiltinView.named(key) != nil || SwiftIdentifier.isUpperCamelCase(key) {
                return "duplicate key '\(key)'; '\(key)' is a view, not a key: write the second one as an item of a "
                    + "list, starting with '- '"
            }
            guard onView, ModifierKey(rawValue: key) != nil else { return "duplicate key '\(key)'" }
            return "duplicate key '\(key)'; a view takes each modifier once: to apply '\(key)' again around the "
                + "modifiers before it, make the view the only item of a 'VStack:' and give the 'VStack' the second "
                + "'\(key)'"
        }
        static func usedThroughAlias(_ name: String) -> String { "used here through alias '*\(name)'" }
        static func firstKey(_ key: String) -> String { "'\(key)' first appears here" }
        static func undefinedAlias(_ name: String) -> String {
            "alias '*\(name)' refers to no anchor defined before it"
        }
        static func aliasBudget(_ name: String) -> String {
            "alias '*\(name)' expands past the limit of \(aliasExpansionLimit) nodes"
        }
        static let tooDeep = "nesting is deeper than \(maximumDepth) levels"

        /// libyaml problems that usually mean an expression or text needed quotes.
        /// libyaml's problem for a `?` (a key's mark) where no key can start.
        static let mappingKeysProblem = "mapping keys are not allowed in this context"

        /// An optional array type written as a line's value without quotes (`[String]?`, `[[Int]]?`); nil otherwise.
        static func optionalArrayType(on line: Substring) -> Substring? {
            var type = value(of: line)
            // A comment after it (`[String]?  # tags`) is no part of it.
            if let comment = type.range(of: " #") { type = type[..<comment.lowerBound] }
            while let last = type.last, last == " " || last == "\t" || last == "\r" { type = type.dropLast() }
            guard type.hasPrefix("["), type.hasSuffix("]?"), !type.contains(":"), !type.contains("#") else {
                return nil
            }
            return type
        }

        static let quotableProblems: Set<String> = [
            "mapping values are not allowed in this context",
            "mapping values are not allowed here",
            "found character that cannot start any token",
            "did not find expected key",
            "did not find expected alphabetic or numeric character",
            "found undefined tag handle",
            "did not find expected whitespace or line break",
            "found unexpected ':'",
            "did not find expected comment or line break",
        ]

        static let indentationHint = "; check this line's indentation against the keys it belongs with"

        static let tabHint = "; YAML does not allow tabs for indentation: indent with spaces"

        /// libyaml's problem for a line indented like the items of a list without starting with `- `.
        static let listIndentationProblem = "did not find expected '-' indicator"

        static let listIndentationHint =
            "; this line is indented like the list's items but is not one: indent it past the '- ' of the item it "
            + "belongs to, or start it with '- '"

        /// libyaml's problem with a hint: spaces for a tab it stopped at, quotes for what usually needed them.
        ///
        /// `line` is the source line libyaml stopped on and `column` (from 0) where on it; when it holds one plain
        /// scalar after its `key: ` or `- `, the hint shows that scalar quoted, ready to paste. Stopping at the
        /// line's first character (`font:` indented less than the keys beside it) is a matter of indentation,
        /// not of quotes, and the hint says so instead.
        static func syntax(
            _ problem: String, context: String? = nil, atTab: Bool = false, line: Substring = "", column: Int = -1,
            previousLine: Substring = ""
        ) -> String {
            if atTab { return problem + tabHint }
            if problem == endOfStreamProblem, context == quotedScalarContext { return problem + unclosedQuoteHint }
            if problem == unknownEscapeProblem, let inner = swiftInterpolation(in: line, at: column) {
                return problem
                    + "; a template interpolates with braces, not with Swift's '\\(...)': write '{\(inner)}' "
                    + "(a state or preview value, which interpolates nothing, keeps a backslash as '\\\\')"
            }
            if escapeProblems.contains(problem), let hint = singleQuotedHint(line) { return problem + hint }
            if problem == listIndentationProblem { return problem + listIndentationHint }
            if problem == mappingKeysProblem, let type = optionalArrayType(on: line) {
                // `tags: [String]?`: the `?` after a flow list, which YAML reads as a key's mark.
                return problem + "; YAML reads the '?' after a list as the mark of a key: quote the type, \"\(type)\""
            }
            guard quotableProblems.contains(problem) else { return problem }
            if let hint = swiftCommentHint(line, at: column, previousLine: previousLine) { return problem + hint }
            if let hint = propertyWrapperHint(line, at: column) ?? swiftDeclarationHint(line) { return problem + hint }
            if let hint = swiftCallHint(line) ?? inlineArgumentsHint(line) { return problem + hint }
            if problem.hasPrefix("mapping values"),
                let hint =
                    bareItemHint(previousLine, before: line) ?? continuedValueHint(previousLine, before: line)
                    ?? callItemHint(previousLine, before: line) ?? nodesKeyHint(previousLine, before: line)
                    ?? itemUnderValueHint(previousLine, before: line)
            {
                return problem + hint
            }
            if column >= 0, column == line.unicodeScalars.prefix(while: { $0 == " " }).count {
                return problem
                    + (nodesKeyHint(previousLine, before: line) ?? indentedPastKeyHint(previousLine, before: line)
                        ?? misalignedKeyHint(previousLine, before: line) ?? indentationHint)
            }
            if let hint = singleQuoteHint(line) ?? doubleQuoteHint(line) { return problem + hint }
            if let whole = valueGoingOnAfterItsStart(line) {
                // Single quotes keep the double quotes of the expression's strings as they are.
                let quoted = whole.contains("'") ? YAMLScalar.doubleQuoted(whole) : "'" + whole + "'"
                return problem + quoteHint + ": " + quoted
            }
            guard let scalar = plainValue(of: line) else { return problem + quoteHint }
            return problem + quoteHint + ": " + YAMLScalar.doubleQuoted(scalar)
        }

        /// A value that YAML starts reading as a double-quoted scalar or a flow list and that goes on after it, an
        /// expression (`"a" == name`, `[1, 2].isEmpty`); nil for any other.
        static func valueGoingOnAfterItsStart(_ line: Substring) -> String? {
            var rest = value(of: line)
            while let last = rest.last, " \t\r".contains(last) { rest = rest.dropLast() }
            guard let first = rest.first, first == "\"" || first == "[" else { return nil }
            var depth = 0
            var inString = false
            var index = rest.startIndex
            while index < rest.endIndex {
                let character = rest[index]
                if inString {
                    if character == "\\" {
                        index = rest.index(after: index)
                    } else if character == "\"" {
                        inString = false
                    }
                } else if character == "\"" {
                    inString = true
                } else if character == "[" {
                    depth += 1
                } else if character == "]" {
                    depth -= 1
                }
                guard index < rest.endIndex else { return nil }
                index = rest.index(after: index)
                if !inString, depth == 0 { break }
            }
            let after = rest[index...].drop { $0 == " " }
            guard !after.isEmpty, !after.hasPrefix("#") else { return nil }
            return String(rest)
        }

        /// libyaml's problem, and the context it names, for a quoted scalar still open at the end of the file.
        static let endOfStreamProblem = "found unexpected end of stream"
        static let quotedScalarContext = "while scanning a quoted scalar"

        static let unclosedQuoteHint =
            "; the quoted scalar that starts at the note is never closed: end it with the quote it starts with"

        /// libyaml's problem for a backslash a double-quoted scalar does not allow after it.
        static let unknownEscapeProblem = "found unknown escape character"

        /// The expression of a Swift interpolation (`\(count)`) that starts at `column` (from 0) of `line`.
        static func swiftInterpolation(in line: Substring, at column: Int) -> String? {
            guard column >= 0,
                let (expression, _) = leadingSwiftInterpolation(Substring(line.unicodeScalars.dropFirst(column)))
            else { return nil }
            let text = expression.trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : text
        }

        /// The Swift interpolation `\(expression)` that `text` starts with: its expression as written, and what
        /// follows its closing parenthesis; nil when `text` starts with none or it is never closed.
        static func leadingSwiftInterpolation(_ text: Substring) -> (expression: Substring, rest: Substring)? {
            let scalars = text.unicodeScalars
            guard scalars.starts(with: "\\(".unicodeScalars) else { return nil }
            let start = scalars.index(scalars.startIndex, offsetBy: 2)
            var depth = 0
            var index = start
            while index < scalars.endIndex {
                if scalars[index] == "(" { depth += 1 }
                if scalars[index] == ")" {
                    if depth == 0 {
                        return (Substring(scalars[start..<index]), Substring(scalars[scalars.index(after: index)...]))
                    }
                    depth -= 1
                }
                index = scalars.index(after: index)
            }
            return nil
        }

        /// The value a line writes after its `- ` and `key: ` indicators, up to a comment; nil when it is
        /// empty or already starts as a quoted scalar, a flow collection or a block scalar.
        static func plainValue(of line: Substring) -> String? {
            var rest = value(of: line)
            // A comment starts at a `#` after a space or a tab, and blanks before it or the line's end are not text.
            if let comment = rest.indices.dropFirst().first(where: {
                rest[$0] == "#" && " \t".contains(rest[rest.index(before: $0)])
            }) {
                rest = rest[..<comment]
            }
            while let last = rest.last, " \t\r".contains(last) { rest = rest.dropLast() }
            guard let first = rest.first, !"\"'[|>".contains(first), first != "{" || startsWithInterpolation(rest)
            else { return nil }
            return String(rest)
        }

        /// How many spaces `line` starts with.
        static func indentation(of line: Substring) -> Int {
            line.unicodeScalars.prefix { $0 == " " }.count
        }

        /// `line` after its indentation and the `- ` of the items it starts: `Text: "a"` of `  - - Text: "a"`.
        static func entry(of line: Substring) -> Substring {
            var rest = line.drop { $0 == " " }
            while rest.hasPrefix("- ") { rest = rest.dropFirst(2).drop { $0 == " " } }
            return rest
        }

        /// What a line writes after its indentation and its `- ` and `key: ` indicators.
        static func value(of line: Substring) -> Substring {
            var rest = entry(of: line)
            if let colon = rest.range(of: ": ") {
                let key = rest[..<colon.lowerBound]
                let isKey =
                    !key.isEmpty
                    && key.unicodeScalars.allSatisfy {
                        $0.properties.isAlphabetic || "0123456789_.-".unicodeScalars.contains($0)
                    }
                if isKey { rest = rest[colon.upperBound...].drop { $0 == " " } }
            }
            return rest
        }

        /// For a single-quoted value that holds a lone quote (`'it's'`), which ends the scalar early: the quote
        /// written twice, as single quotes escape it, or the text double-quoted.
        static func singleQuoteHint(_ line: Substring) -> String? {
            var rest = value(of: line)
            while let last = rest.last, " \t\r".contains(last) { rest = rest.dropLast() }
            guard rest.count > 2, rest.first == "'", rest.last == "'" else { return nil }
            let text = rest.dropFirst().dropLast().replacing("''", with: "'")
            guard text.contains("'") else { return nil }
            return "; a quote inside single quotes is written twice: '\(text.replacing("'", with: "''"))', "
                + "or double-quote the scalar: " + YAMLScalar.doubleQuoted(String(text))
        }

        /// What follows a string literal that an expression starts with: an operator, or a member (`.count`).
        static let expressionOperators = ["==", "!=", "??", "&&", "||", "+", "<", ">", "."]

        /// For a double-quoted value that holds a bare double quote (`"{a + "x"}"`), which ends the scalar early:
        /// the quote escaped, or, when no escape is written, the text single-quoted, where a double quote is text.
        static func doubleQuoteHint(_ line: Substring) -> String? {
            var rest = value(of: line)
            while let last = rest.last, " \t\r".contains(last) { rest = rest.dropLast() }
            guard rest.count > 2, rest.first == "\"", rest.last == "\"" else { return nil }
            var escaped = ""
            var hasBareQuote = false
            var hasEscape = false
            var afterBackslash = false
            var braces = 0
            let inner = rest.dropFirst().dropLast()
            for (index, character) in zip(inner.indices, inner) {
                if afterBackslash {
                    afterBackslash = false
                } else if character == "\\" {
                    afterBackslash = true
                    hasEscape = true
                } else if character == "\"" {
                    // A string followed by an operator outside any interpolation starts an expression
                    // (`"a" == name`), which is quoted whole instead.
                    let after = inner[inner.index(after: index)...].drop { $0 == " " }
                    if !hasBareQuote, braces == 0, expressionOperators.contains(where: after.hasPrefix) { return nil }
                    hasBareQuote = true
                    escaped.append("\\")
                } else if character == "{" {
                    braces += 1
                } else if character == "}" {
                    braces -= 1
                }
                escaped.append(character)
            }
            guard hasBareQuote, !afterBackslash else { return nil }
            let text = rest.dropFirst().dropLast()
            if hasForeignEscape(text) {
                // Escaping the quote would leave the backslash YAML does not read: single quotes keep both as text.
                return "; a quote inside double quotes ends the scalar: single-quote it, where a double quote and a "
                    + "backslash are text: '\(text.replacing("'", with: "''"))'"
            }
            let hint = "; a quote inside double quotes is written \\\": \"\(escaped)\""
            guard !hasEscape else { return hint }
            return hint + ", or single-quote the scalar: '\(text.replacing("'", with: "''"))'"
        }

        /// Whether `text` is a template that starts with an interpolation and goes on after it (`{count} items`),
        /// which YAML begins to read as a flow mapping, rather than a flow mapping (`{a: b}`, `{ width: 1`).
        static func startsWithInterpolation(_ text: Substring) -> Bool {
            guard text.first == "{", let close = text.firstIndex(of: "}") else { return false }
            let inner = text[text.index(after: text.startIndex)..<close]
            guard !inner.trimmingCharacters(in: .whitespaces).isEmpty, !inner.contains(where: { ":,{[".contains($0) })
            else { return false }
            return text[text.index(after: close)...].contains { $0 != " " }
        }

        /// `the file is encoded as UTF-16 little-endian (its byte order mark is FF FE); ...`.
        static func otherEncoding(_ encoding: SourceBytes.WideEncoding) -> String {
            let name = encoding.name + (encoding.isBigEndian ? " big-endian" : " little-endian")
            let evidence =
                if let mark = encoding.byteOrderMark {
                    "is encoded as \(name) (its byte order mark is "
                        + mark.map { ($0 < 0x10 ? "0" : "") + String($0, radix: 16, uppercase: true) }
                        .joined(separator: " ")
                        + ")"
                } else {
                    "looks encoded as \(name) (it has NUL bytes beside each ASCII character)"
                }
            return "the file \(evidence); SpecUI reads UTF-8: save the file as UTF-8"
        }

        /// `U+0007`: a scalar's code point as Unicode writes it.
        private static func codePoint(_ scalar: Unicode.Scalar) -> String {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }

        static func encoding(_ problem: SourceBytes.Problem, file: String, at location: SourceLocation) -> Diagnostic {
            let range = SourceRange(at: location)
            switch problem {
            case .invalidUTF8(let byte):
                let hex = "0x" + String(byte, radix: 16, uppercase: true)
                return Diagnostic(
                    .error, code: "invalid-utf8",
                    message: "the file is not valid UTF-8: byte \(hex) cannot appear here; save the file as UTF-8",
                    file: file, range: range)
            case .otherEncoding(let encoding):
                return Diagnostic(
                    .error, code: "invalid-utf8", message: otherEncoding(encoding), file: file, range: range)
            case .nul:
                return Diagnostic(
                    .error, code: "binary-file",
                    message: "the file contains a NUL byte; it looks like a binary file, not a YAML spec",
                    file: file, range: range)
            case .controlCharacter(let scalar):
                return Diagnostic(
                    .error, code: "control-character",
                    message: "the file contains the \(scalar.value >= 0xFFFE ? "noncharacter" : "control character") "
                        + "\(codePoint(scalar)), which YAML does not allow",
                    file: file, range: range)
            case .unicodeLineBreak(let scalar):
                let name = [0x85: "NEXT LINE", 0x2028: "LINE SEPARATOR"][scalar.value] ?? "PARAGRAPH SEPARATOR"
                let escape = "\\u" + codePoint(scalar).dropFirst(2)
                return Diagnostic(
                    .error, code: "unicode-line-break",
                    message: "the file contains \(codePoint(scalar)) \(name), which YAML 1.1 reads as a line break "
                        + "and editors do not; remove it, or write it as '\(escape)' in a double-quoted string",
                    file: file, range: range)
            }
        }
    }
}
