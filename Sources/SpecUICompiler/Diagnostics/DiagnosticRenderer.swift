import SpecUIText

/// Renders diagnostics for people (`path:line:column: error: message [code]`, source line, caret) or tools (JSON).
///
/// Text output looks like a compiler's:
///
///     Specs/A.yaml:4:7: error: unknown key 'fnt'; did you mean 'font'? [unknown-key]
///           fnt: title
///           ^~~
///     Specs/A.yaml:4:7: fix-it: replace 'fnt' with 'font'
///
/// Notes follow their diagnostic in the same format, without a code. The
/// caret line keeps the source line's tabs and measures the rest in terminal
/// cells, so it lines up in a terminal after wide characters and combining marks.
/// Text taken from a spec is shown, never obeyed or hidden: a control
/// character, a line separator, a bidirectional control or an invisible
/// character in a message or a quoted line is written as its escape (`\u{1B}`).
package struct DiagnosticRenderer {
    package enum Format: String, Sendable, CaseIterable {
        case text
        case json
    }

    private let sources: [String: String]

    /// A renderer that quotes source lines from `sources` (file path to file text).
    package init(sources: [String: String]) {
        self.sources = sources
    }

    /// A renderer quoting the spec sources that `diagnostics` and their notes point into, decoded only for those
    /// files.
    package init(quoting sources: [SpecSource], for diagnostics: [Diagnostic]) {
        var texts: [String: String] = [:]
        // A note may point into a file with no diagnostic of its own (`duplicate-name` at the first declaration).
        let files = Set(diagnostics.flatMap { [$0.file] + $0.notes.map(\.file) })
        // A file in UTF-16 or UTF-32 is not quoted: read as UTF-8 its lines are NULs and stray bytes.
        for source in sources where files.contains(source.path) && SourceBytes.wideEncoding(of: source.bytes) == nil {
            texts[source.path] = String(decoding: source.bytes, as: UTF8.self)
        }
        self.init(sources: texts)
    }

    /// Diagnostics ordered by path, line and column; equal positions keep their order.
    package static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.file != b.file { return a.file < b.file }
            if a.location != b.location { return a.location < b.location }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// All diagnostics, sorted, in `format`; every line ends with a newline.
    package func render(_ diagnostics: [Diagnostic], format: Format) -> String {
        let ordered = Self.sorted(diagnostics)
        switch format {
        case .text:
            var lines = SourceLines(sources: sources)
            return ordered.map { text(of: $0, lines: &lines) }.joined()
        case .json:
            var lines = SourceLines(sources: sources)
            return ordered.map { diagnostic in
                let description = diagnostic.fixIt.map { Self.describe($0, lines: &lines, in: diagnostic.file) }
                return JSONEntry(diagnostic, fixItDescription: description).encoded() + "\n"
            }.joined()
        }
    }

    private func text(of diagnostic: Diagnostic, lines: inout SourceLines) -> String {
        var output = entry(
            file: diagnostic.file, range: diagnostic.range, label: diagnostic.severity.rawValue,
            message: diagnostic.message + " [\(diagnostic.code)]", lines: &lines)
        if let fixIt = diagnostic.fixIt {
            let start = fixIt.range.start
            let line =
                "\(diagnostic.file):\(start): fix-it: \(Self.describe(fixIt, lines: &lines, in: diagnostic.file))"
            output += Self.visible(line) + "\n"
        }
        for note in diagnostic.notes {
            output += entry(file: note.file, range: note.range, label: "note", message: note.message, lines: &lines)
        }
        return output
    }

    private func entry(file: String, range: SourceRange, label: String, message: String, lines: inout SourceLines)
        -> String
    {
        var output = Self.visible("\(file):\(range.start): \(label): \(message)") + "\n"
        // An empty line (an empty file's) quotes nothing for a caret to point at.
        if let line = lines.quotedLine(range.start.line, in: file), !line.text.isEmpty {
            let (quoted, shifted) = Self.window(of: line, around: range)
            output += Self.visible(quoted) + "\n" + Self.caret(under: quoted, range: shifted) + "\n"
        }
        return output
    }

    /// `text` with every scalar a terminal would obey or hide rather than show written as a `\u{...}` escape:
    /// control characters other than tab (`ESC` starts the sequences that move the cursor or recolor the screen),
    /// line and paragraph separators (a diagnostic is one line), bidirectional controls (which reorder what
    /// follows) and the other invisible format characters (so `'Te\u{200B}xt'` does not read as `'Text'`).
    static func visible(_ text: String) -> String {
        replacingEscaped(in: text) { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
    }

    /// `text` with each scalar that `needsEscape` replaced by its `escape`.
    static func replacingEscaped(in text: String, by escape: (Unicode.Scalar) -> String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                shown.append(scalar)
                continue
            }
            shown.append(contentsOf: escape(scalar).unicodeScalars)
        }
        return String(shown)
    }

    /// Whether a terminal would act on `scalar` or show nothing for it: see `visible(_:)`.
    ///
    /// Format characters that are part of visible text stay: the joiners of emoji and of Indic and Arabic
    /// scripts (U+200C, U+200D), the signs that Arabic and other scripts draw over the digits after them
    /// (U+0600 ...) and the tags of flags such as England's.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x20 else { return scalar != "\t" }
        guard scalar.value >= 0x7F else { return false }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format:
            return !scalar.properties.isJoinControl && !drawnFormatCharacters.contains { $0.contains(scalar.value) }
        default: return false
        }
    }

    /// Format characters drawn as part of the text around them: prepended concatenation marks and emoji tags.
    private static let drawnFormatCharacters: [ClosedRange<UInt32>] = [
        0x0600...0x0605, 0x06DD...0x06DD, 0x070F...0x070F, 0x0890...0x0891, 0x08E2...0x08E2, 0x110BD...0x110BD,
        0x110CD...0x110CD, 0xE0001...0xE0001, 0xE0020...0xE007F,
    ]

    /// Source lines longer than this many scalars are quoted in part, around the range.
    static let maximumQuotedLine = 160
    /// How much of a long line is quoted, and how much of it comes before the range's start.
    static let quotedWindow = (width: 120, before: 40)

    /// A long line cut to a window around `range`, with `…` where text was left out, and `range` moved with it;
    /// a line of up to `maximumQuotedLine` scalars as it is. The window's ends fall between characters, never inside
    /// a flag, an emoji sequence or a letter with its marks, which a cut would show as other characters.
    static func window(of line: SourceLines.Line, around range: SourceRange) -> (line: String, range: SourceRange) {
        let scalars = line.scalars
        guard scalars.count > maximumQuotedLine else { return (line.text, range) }
        let boundaries = line.boundaries
        let start = min(max(0, range.start.column - 1), scalars.count)
        let windowStart = max(0, min(start - quotedWindow.before, scalars.count - quotedWindow.width))
        // The last boundary at or before the window's start, and the first at or after its end.
        let lower = boundaries[max(0, boundaries.partitioningIndex(where: { $0 > windowStart }) - 1)]
        let end = min(scalars.count, windowStart + quotedWindow.width)
        let upper = boundaries.dropFirst(boundaries.partitioningIndex(where: { $0 >= end })).first ?? scalars.count
        var quoted = String.UnicodeScalarView()
        if lower > 0 { quoted.append("…") }
        quoted.append(contentsOf: scalars[lower..<upper])
        if upper < scalars.count { quoted.append("…") }
        // Columns move by what was cut before the window, less the one `…` that stands for it.
        let shift = lower - (lower > 0 ? 1 : 0)
        func moved(_ location: SourceLocation) -> SourceLocation {
            guard location.line == range.start.line else { return location }
            let column = min(max(1, location.column - shift), quoted.count + 1)
            return SourceLocation(line: location.line, column: column)
        }
        return (String(quoted), SourceRange(start: moved(range.start), end: moved(range.end)))
    }

    /// The line's own tabs and one space per cell up to the column, then `^` and `~` across the range's cells on the
    /// line: to the line's end for a range that goes on past it.
    ///
    /// Columns count Unicode scalars, but a terminal draws cells: a wide character takes two, a combining mark
    /// none. A tab inside the range counts as one cell, since its width depends on where it starts. A scalar the
    /// quoted line shows as its escape takes the escape's cells.
    static func caret(under line: String, range: SourceRange) -> String {
        let scalars = line.unicodeScalars
        let start = min(max(0, range.start.column - 1), scalars.count)
        let before = visible(String(String.UnicodeScalarView(scalars.prefix(start))))
        var caret = before.map { $0 == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of($0)) }.joined()
        let end =
            range.end.line == range.start.line ? min(max(start, range.end.column - 1), scalars.count) : scalars.count
        let text = visible(String(String.UnicodeScalarView(scalars.dropFirst(start).prefix(end - start))))
        let cells = max(1, text.reduce(0) { $0 + ($1 == "\t" ? 1 : DisplayWidth.of($1)) })
        caret += "^" + String(repeating: "~", count: cells - 1)
        return caret
    }

    /// What a fix-it does, in words: `insert`, `remove` or `replace` the text in its range. A range over several
    /// lines names the text it starts and ends with and the position it ends at:
    /// `replace 'Int = … 10' (to 4:7) with '{type: Int, initial: 10}'`.
    private static func describe(_ fixIt: Diagnostic.FixIt, lines: inout SourceLines, in file: String) -> String {
        let range = fixIt.range
        guard range.start != range.end else { return "insert '\(fixIt.replacement)'" }
        let old: String
        if range.start.line == range.end.line {
            old = "'\(lines.text(of: range, in: file) ?? "")'"
        } else {
            let first = lines.text(from: range.start, toEndOfLineIn: file) ?? ""
            let last = lines.text(toEndOf: range, in: file) ?? ""
            let ends = [first, last].map { Substring($0).trimmingWhitespace() }.filter { !$0.isEmpty }
            old = "'\(ends.joined(separator: " … "))' (to \(range.end))"
        }
        return fixIt.replacement.isEmpty
            ? "remove \(old)" : "replace \(old) with \(describe(replacement: fixIt.replacement))"
    }

    /// A fix-it's new text, quoted; one with line breaks as its lines, each quoted, and the breaks before and
    /// after them in words: `a line break, then '  count: 0'`.
    private static func describe(replacement: String) -> String {
        // A CRLF file's break is one break: Swift reads "\r\n" as one `Character`, which "\n" does not match.
        let replacement = replacement.replacing("\r\n", with: "\n")
        guard replacement.contains("\n") else { return "'\(replacement)'" }
        if replacement.allSatisfy({ $0 == "\n" }) {
            return replacement.count == 1 ? "a line break" : "\(replacement.count) line breaks"
        }
        var lines = replacement.split(separator: "\n", omittingEmptySubsequences: false)[...]
        let breakBefore = lines.first?.isEmpty == true
        let breakAfter = lines.count > 1 && lines.last?.isEmpty == true
        if breakBefore { lines = lines.dropFirst() }
        if breakAfter { lines = lines.dropLast() }
        let quoted = lines.map { "'\($0)'" }
        let text = quoted.count == 1 ? quoted[0] : "the lines " + quoted.joined(separator: ", ")
        return (breakBefore ? "a line break, then " : "") + text + (breakAfter ? ", then a line break" : "")
    }
}
