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
        for source in sources where files.contains(source.path) {
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
            return ordered.map { JSONEntry($0).encoded() + "\n" }.joined()
        }
    }

    private func text(of diagnostic: Diagnostic, lines: inout SourceLines) -> String {
        var output = entry(
            file: diagnostic.file, range: diagnostic.range, label: diagnostic.severity.rawValue,
            message: diagnostic.message + " [\(diagnostic.code)]", lines: &lines)
        if let fixIt = diagnostic.fixIt {
            let start = fixIt.range.start
            let old = lines.text(of: fixIt.range, in: diagnostic.file)
            output += "\(diagnostic.file):\(start): fix-it: \(Self.describe(fixIt, replacing: old))\n"
        }
        for note in diagnostic.notes {
            output += entry(file: note.file, range: note.range, label: "note", message: note.message, lines: &lines)
        }
        return output
    }

    private func entry(file: String, range: SourceRange, label: String, message: String, lines: inout SourceLines)
        -> String
    {
        var output = "\(file):\(range.start): \(label): \(message)\n"
        if let line = lines.line(range.start.line, in: file) {
            let (quoted, shifted) = Self.window(of: line, around: range)
            output += quoted + "\n" + Self.caret(under: quoted, range: shifted) + "\n"
        }
        return output
    }

    /// Source lines longer than this many scalars are quoted in part, around the range.
    static let maximumQuotedLine = 160
    /// How much of a long line is quoted, and how much of it comes before the range's start.
    static let quotedWindow = (width: 120, before: 40)

    /// A long line cut to a window around `range`, with `…` where text was left out, and `range` moved with it;
    /// a line of up to `maximumQuotedLine` scalars as it is.
    static func window(of line: String, around range: SourceRange) -> (line: String, range: SourceRange) {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > maximumQuotedLine else { return (line, range) }
        let start = min(max(0, range.start.column - 1), scalars.count)
        let lower = max(0, min(start - quotedWindow.before, scalars.count - quotedWindow.width))
        let upper = min(scalars.count, lower + quotedWindow.width)
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

    /// The line's own tabs and one space per cell up to the column, then `^` and `~` across a one-line range's cells.
    ///
    /// Columns count Unicode scalars, but a terminal draws cells: a wide character takes two, a combining mark
    /// none. A tab inside the range counts as one cell, since its width depends on where it starts.
    static func caret(under line: String, range: SourceRange) -> String {
        let scalars = line.unicodeScalars
        let start = min(max(0, range.start.column - 1), scalars.count)
        let before = String(String.UnicodeScalarView(scalars.prefix(start)))
        var caret = before.map { $0 == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of($0)) }.joined()
        var cells = 1
        if range.end.line == range.start.line {
            let end = min(max(start, range.end.column - 1), scalars.count)
            let text = String(String.UnicodeScalarView(scalars.dropFirst(start).prefix(end - start)))
            cells = max(1, text.reduce(0) { $0 + ($1 == "\t" ? 1 : DisplayWidth.of($1)) })
        }
        caret += "^" + String(repeating: "~", count: cells - 1)
        return caret
    }

    private static func describe(_ fixIt: Diagnostic.FixIt, replacing old: String?) -> String {
        switch (old, fixIt.replacement.isEmpty) {
        case (let old?, false) where !old.isEmpty: "replace '\(old)' with '\(fixIt.replacement)'"
        case (let old?, true) where !old.isEmpty: "remove '\(old)'"
        default: "insert '\(fixIt.replacement)'"
        }
    }
}
