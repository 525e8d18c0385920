import Foundation

extension DiagnosticRenderer {
    /// The `--format json` shape of one diagnostic: flat positions, notes as a list, keys sorted.
    struct JSONEntry: Encodable {
        struct Note: Encodable {
            var path: String
            var line: Int
            var column: Int
            var endLine: Int
            var endColumn: Int
            var message: String
        }

        struct FixIt: Encodable {
            var line: Int
            var column: Int
            var endLine: Int
            var endColumn: Int
            var replacement: String
            /// What the fix-it does, in words, as the text output says it: `replace 'fnt' with 'font'`.
            var description: String
        }

        var path: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var severity: String
        var code: String
        var message: String
        var notes: [Note]
        var fixIt: FixIt?

        /// `fixItDescription` is the fix-it's description, which needs the source the renderer holds.
        init(_ diagnostic: Diagnostic, fixItDescription: String? = nil) {
            let range = diagnostic.range
            path = diagnostic.file
            (line, column, endLine, endColumn) = (
                range.start.line, range.start.column, range.end.line, range.end.column
            )
            severity = diagnostic.severity.rawValue
            code = diagnostic.code
            // A message reads as the text output shows it: a scalar a terminal would obey or hide is spelled as
            // its escape (`'\u{202E}'`), so an editor showing the message shows what it names.
            message = DiagnosticRenderer.visible(diagnostic.message)
            notes = diagnostic.notes.map { note in
                Note(
                    path: note.file, line: note.range.start.line, column: note.range.start.column,
                    endLine: note.range.end.line, endColumn: note.range.end.column,
                    message: DiagnosticRenderer.visible(note.message))
            }
            fixIt = diagnostic.fixIt.map { fix in
                FixIt(
                    line: fix.range.start.line, column: fix.range.start.column, endLine: fix.range.end.line,
                    endColumn: fix.range.end.column, replacement: fix.replacement,
                    description: DiagnosticRenderer.visible(fixItDescription ?? ""))
            }
        }

        /// One line of JSON with sorted keys, so output is byte-for-byte deterministic.
        ///
        /// The encoder escapes only C0 controls; every other scalar a terminal would obey or hide (DEL, C1
        /// controls, line and paragraph separators, bidirectional controls, invisible format characters) is
        /// escaped here too (`\u2028`), so an entry is one line for any reader and shows as text. Such scalars are
        /// left only in paths and in a fix-it's replacement, which are the text itself.
        func encoded() -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            // Strings, integers and arrays of them always encode.
            let json = String(decoding: try! encoder.encode(self), as: UTF8.self)
            return DiagnosticRenderer.replacingEscaped(in: json, by: Self.jsonEscape)
        }

        /// `\u2028`; a scalar past U+FFFF as its two UTF-16 halves, as JSON spells it.
        private static func jsonEscape(_ scalar: Unicode.Scalar) -> String {
            UTF16.encode(scalar).map { units in
                units.map { unit in
                    let hex = String(unit, radix: 16)
                    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }.joined()
            } ?? ""
        }
    }
}
