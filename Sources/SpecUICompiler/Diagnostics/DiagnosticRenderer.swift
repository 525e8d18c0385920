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
/// caret line keeps the source line's tabs so it lines up in a terminal.
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

    /// A renderer quoting the spec sources that `diagnostics` point into, decoded only for those files.
    package init(quoting sources: [SpecSource], for diagnostics: [Diagnostic]) {
        var texts: [String: String] = [:]
        for source in sources where diagnostics.contains(where: { $0.file == source.path }) {
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
            output += line + "\n" + Self.caret(under: line, range: range) + "\n"
        }
        return output
    }

    /// Spaces (and the line's own tabs) up to the column, then `^`, then `~` for the rest of a one-line range.
    static func caret(under line: String, range: SourceRange) -> String {
        let padding = line.unicodeScalars.prefix(max(0, range.start.column - 1)).map { $0 == "\t" ? "\t" : " " }
        var caret = padding.joined() + "^"
        if range.end.line == range.start.line, range.end.column > range.start.column + 1 {
            caret += String(repeating: "~", count: range.end.column - range.start.column - 1)
        }
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
