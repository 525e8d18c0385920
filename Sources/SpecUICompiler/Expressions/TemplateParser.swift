/// Reads a template position's text: literal text with `{expression}` interpolations.
///
/// `{{` and `}}` are literal braces; nothing else is special, so a backslash
/// stays a backslash. Swift's `\(name)` is kept as text too, with a warning.
struct TemplateParser {
    let source: ScalarSource
    private(set) var diagnostic: Diagnostic?
    /// Warnings about literal text that reads like something else, reported even when the template is read.
    private(set) var warnings: [Diagnostic] = []

    init(source: ScalarSource) {
        self.source = source
    }

    /// The template, lexing each interpolation into `tokens` (whatever they held is dropped).
    mutating func template(tokens: inout [Token]) -> Template? {
        let bytes = source.bytes
        var parts: [Template.Part] = []
        // Literal text is copied a run at a time; `runStart` is where the run not yet in `text` begins.
        var text = ""
        var runStart = 0
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            let doubled = source.byte(at: offset + 1) == byte
            switch byte {
            case UInt8(ascii: "{") where doubled, UInt8(ascii: "}") where doubled:
                source.appendText(runStart..<offset + 1, to: &text)
                offset += 2
                runStart = offset
            case UInt8(ascii: "}"):
                diagnostic = source.error("unbalanced-brace", Self.unmatchedClosingBrace, at: offset..<offset + 1)
                return nil
            case UInt8(ascii: "{"):
                var lexer = Lexer(source: source, offset: offset + 1)
                if parts.isEmpty {
                    // Room for text, interpolation, text, and for the tokens of the rest, without growing.
                    parts.reserveCapacity(3)
                    tokens.reserveCapacity((bytes.count - offset) / 2 + 2)
                }
                tokens.removeAll(keepingCapacity: true)
                guard let closed = lexer.lex(into: &tokens, stopAtClosingBrace: true) else {
                    diagnostic = formatDiagnostic(after: offset) ?? lexer.diagnostic
                    return nil
                }
                guard closed else {
                    diagnostic = source.error("unbalanced-brace", Self.unmatchedOpeningBrace, at: offset..<offset + 1)
                    return nil
                }
                var depth = 0
                guard
                    let expression = Parser.interpolation(
                        tokens, startIndex: 0, endIndex: tokens.count - 1, braces: offset..<lexer.offset,
                        source: source, depth: &depth, into: &diagnostic)
                else {
                    diagnostic = formatDiagnostic(after: offset) ?? diagnostic
                    return nil
                }
                source.appendText(runStart..<offset, to: &text)
                if !text.isEmpty {
                    parts.append(.text(text))
                    text = ""
                }
                parts.append(.interpolation(expression))
                offset = lexer.offset
                runStart = offset
            case UInt8(ascii: "\\") where source.byte(at: offset + 1) == UInt8(ascii: "("):
                warnAboutSwiftInterpolation(at: offset)
                offset += 1
            default:
                offset += 1
            }
        }
        source.appendText(runStart..<bytes.count, to: &text)
        if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
        return Template(parts: parts, range: source.range(0..<bytes.count))
    }
}

extension TemplateParser {
    /// For an interpolation that failed and holds a format after its expression, as Python's `{rating:.1f}` and
    /// Swift's `\(rating, specifier: "%.1f")` write one: the error at the `:` or `,` that starts it.
    private func formatDiagnostic(after brace: Int) -> Diagnostic? {
        guard let separator = formatSeparator(after: brace) else { return nil }
        let written = source.text(brace + 1..<separator).trimmingCharacters(in: .whitespaces)
        return source.error(
            "unexpected-token",
            "an interpolation holds one expression and no format: write '{\(written)}', which shows the value as "
                + "Swift's interpolation does",
            at: separator..<separator + 1)
    }

    /// The offset of the first `:` or `,` of the interpolation whose `{` is at `brace`, outside brackets and
    /// string literals and after an expression; nil when there is none, or a `?` before it makes it a ternary's.
    private func formatSeparator(after brace: Int) -> Int? {
        let rest = Substring(source.text(brace + 1..<source.bytes.count))
        var depth = 0
        var separator: Substring.Index?
        SwiftCallSpelling.visitOutsideStrings(rest) { index, character in
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "?" where depth == 0, "}" where depth == 0: return false
            case ":" where depth == 0, "," where depth == 0:
                separator = index
                return false
            default: break
            }
            return true
        }
        guard let separator, separator > rest.startIndex else { return nil }
        return brace + 1 + rest.utf8.distance(from: rest.startIndex, to: separator)
    }

    /// Warns about `\(expression)` at `offset`, Swift's interpolation, which a template shows as written.
    private mutating func warnAboutSwiftInterpolation(at offset: Int) {
        var depth = 0
        var end = offset + 2
        while end < source.bytes.count {
            let byte = source.bytes[end]
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            }
            end += 1
        }
        // An unclosed `\(` reads as no interpolation, only a backslash and a parenthesis.
        guard end < source.bytes.count else { return }
        let written = source.text(offset..<end + 1)
        let inner = source.text(offset + 2..<end)
        let replacement = "{" + inner + "}"
        let range = source.range(offset..<end + 1)
        // Braces inside (`\({x)`) would not pair with the ones written around them.
        let fixIt =
            inner.contains(where: { $0 == "{" || $0 == "}" })
            ? nil : Diagnostic.FixIt(range: range, replacement: replacement)
        warnings.append(
            Diagnostic(
                .warning, code: "swift-interpolation", message: Self.swiftInterpolation(written, replacement),
                file: source.file, range: range, fixIt: fixIt))
    }

    static func swiftInterpolation(_ written: String, _ replacement: String) -> String {
        "'\(written)' is Swift's interpolation, which a template shows as written; "
            + "a template interpolates with '\(replacement)'"
    }

    static let unmatchedClosingBrace = "unmatched '}'; write '}}' for a literal brace"
    static let unmatchedOpeningBrace = "this '{' has no matching '}'; write '{{' for a literal brace"
}
