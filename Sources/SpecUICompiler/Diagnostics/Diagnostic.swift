/// One finding about a spec: an error, a warning or a note, at a place in a file.
///
/// The pipeline collects diagnostics instead of throwing, so one run reports
/// every problem it can find. `code` is a stable kebab-case name (for example
/// `unknown-key`) that tests, `--format json` and users can rely on.
package struct Diagnostic: Hashable, Sendable {
    package enum Severity: String, Hashable, Sendable, Comparable {
        case error
        case warning
        case note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary message pointing elsewhere, such as the first of two duplicates.
    package struct Note: Hashable, Sendable {
        package var message: String
        package var file: String
        package var range: SourceRange

        package init(message: String, file: String, range: SourceRange) {
            self.message = QuotedNames.shortened(message)
            self.file = file
            self.range = range
        }
    }

    /// A replacement that would fix the problem, such as a did-you-mean spelling.
    package struct FixIt: Hashable, Sendable {
        package var range: SourceRange
        package var replacement: String

        package init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    package var severity: Severity
    package var code: String
    /// Shortened as it is made (`QuotedNames`), and again when a hint added after makes it longer than a few lines.
    package var message: String {
        didSet {
            if message.utf8.count > QuotedNames.longestMessage { message = QuotedNames.shortened(message) }
        }
    }
    package var file: String
    package var range: SourceRange
    package var notes: [Note]
    package var fixIt: FixIt?

    package init(
        _ severity: Severity,
        code: String,
        message: String,
        file: String,
        range: SourceRange,
        notes: [Note] = [],
        fixIt: FixIt? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = QuotedNames.shortened(message)
        self.file = file
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
    }

    package var location: SourceLocation { range.start }
}
