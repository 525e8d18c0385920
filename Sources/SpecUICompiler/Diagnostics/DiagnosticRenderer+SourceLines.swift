extension DiagnosticRenderer {
    /// The lines of each source file, found on demand the way an editor counts them: a line feed, a carriage
    /// return and `\r\n` end lines. NEL, LS and PS, which libyaml counts as line breaks too, never reach past the
    /// loader, which reports each of them where an editor shows it.
    ///
    /// Lines are scanned only as far as the furthest line asked for, so a
    /// diagnostic at 1:1 of a huge file costs one line, not the file.
    struct SourceLines {
        /// One file's text and the starts of the lines scanned so far.
        private struct File {
            var scalars: Substring.UnicodeScalarView
            var lineStarts: [Substring.UnicodeScalarView.Index]
            var scanned: Substring.UnicodeScalarView.Index
        }

        /// One line as diagnostics quote it: its text, and, found the first time they are asked for, its scalars and
        /// the scalar offsets where its characters start and end (the loader reads many lines as text alone).
        final class Line {
            let text: String
            private(set) lazy var scalars = Array(text.unicodeScalars)

            /// 0, then the offset after each character.
            private(set) lazy var boundaries: [Int] = {
                var boundaries = [0]
                for character in text {
                    boundaries.append(boundaries[boundaries.count - 1] + character.unicodeScalars.count)
                }
                return boundaries
            }()

            init(_ text: String) {
                self.text = text
            }

            /// The text from scalar offset `lower` up to `upper`, each clamped to the line.
            func text(_ lower: Int, _ upper: Int) -> String {
                let lower = min(max(0, lower), scalars.count)
                let upper = min(max(lower, upper), scalars.count)
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars[lower..<upper])
                return String(text)
            }
        }

        private let sources: [String: String]
        private var files: [String: File] = [:]
        /// The lines asked for last, the oldest replaced first: diagnostics come sorted, so those on one line ask
        /// for it one after another, with their notes' lines between, and a long line with many of them is read
        /// once, not once for each.
        private var recent: [(path: String, number: Int, line: Line)] = []
        private var oldestRecent = 0
        private static let recentLines = 8

        init(sources: [String: String]) {
            self.sources = sources
        }

        /// Line `number` (1-based) of `file`, without its line break, or nil when there is no such line.
        mutating func line(_ number: Int, in path: String) -> String? {
            quotedLine(number, in: path)?.text
        }

        /// Line `number` (1-based) of `file` with its scalars, or nil when there is no such line.
        mutating func quotedLine(_ number: Int, in path: String) -> Line? {
            if let found = recent.first(where: { $0.number == number && $0.path == path }) { return found.line }
            guard let text = scannedLine(number, in: path) else { return nil }
            let line = Line(text)
            if recent.count < Self.recentLines {
                recent.append((path, number, line))
            } else {
                recent[oldestRecent] = (path, number, line)
                oldestRecent = (oldestRecent + 1) % Self.recentLines
            }
            return line
        }

        private mutating func scannedLine(_ number: Int, in path: String) -> String? {
            guard number >= 1, var file = files[path] ?? open(path) else { return nil }
            while file.lineStarts.count < number, file.scanned < file.scalars.endIndex {
                let (end, next) = Self.lineEnd(in: file.scalars, from: file.scanned)
                if end < file.scalars.endIndex { file.lineStarts.append(next) }
                file.scanned = end < file.scalars.endIndex ? next : end
            }
            files[path] = file
            guard number <= file.lineStarts.count else { return nil }
            let start = file.lineStarts[number - 1]
            let (end, _) = Self.lineEnd(in: file.scalars, from: start)
            return String(String.UnicodeScalarView(file.scalars[start..<end]))
        }

        /// The source text of a range that lies on one line.
        mutating func text(of range: SourceRange, in file: String) -> String? {
            guard range.start.line == range.end.line, let line = quotedLine(range.start.line, in: file) else {
                return nil
            }
            return line.text(range.start.column - 1, range.end.column - 1)
        }

        /// The text of the line `start` is on, from `start` to the line's end.
        mutating func text(from start: SourceLocation, toEndOfLineIn file: String) -> String? {
            guard let line = quotedLine(start.line, in: file) else { return nil }
            return line.text(start.column - 1, line.scalars.count)
        }

        /// The text of the line `range` ends on, from the line's start to the range's end.
        mutating func text(toEndOf range: SourceRange, in file: String) -> String? {
            guard let line = quotedLine(range.end.line, in: file) else { return nil }
            return line.text(0, range.end.column - 1)
        }

        private func open(_ path: String) -> File? {
            guard let text = sources[path] else { return nil }
            var scalars = Substring(text).unicodeScalars
            if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
            return File(scalars: scalars, lineStarts: [scalars.startIndex], scanned: scalars.startIndex)
        }

        private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "\n", "\r": true
            default: false
            }
        }

        /// Where the line starting at `start` ends, and where the next line starts.
        private static func lineEnd(
            in scalars: Substring.UnicodeScalarView, from start: Substring.UnicodeScalarView.Index
        )
            -> (end: Substring.UnicodeScalarView.Index, next: Substring.UnicodeScalarView.Index)
        {
            var index = start
            while index < scalars.endIndex, !isBreak(scalars[index]) { index = scalars.index(after: index) }
            guard index < scalars.endIndex else { return (index, index) }
            var next = scalars.index(after: index)
            if scalars[index] == "\r", next < scalars.endIndex, scalars[next] == "\n" {
                next = scalars.index(after: next)
            }
            return (index, next)
        }
    }
}
