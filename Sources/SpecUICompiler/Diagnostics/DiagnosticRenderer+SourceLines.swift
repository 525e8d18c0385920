extension DiagnosticRenderer {
    /// The lines of each source file, split on demand the way libyaml counts lines.
    struct SourceLines {
        private let sources: [String: String]
        private var split: [String: [Substring]] = [:]

        init(sources: [String: String]) {
            self.sources = sources
        }

        /// Line `number` (1-based) of `file`, without its line break, or nil when there is no such line.
        mutating func line(_ number: Int, in file: String) -> String? {
            if split[file] == nil, let text = sources[file] {
                split[file] = Self.lines(of: text)
            }
            guard let lines = split[file], number >= 1, number <= lines.count else { return nil }
            return String(lines[number - 1])
        }

        /// The source text of a range that lies on one line.
        mutating func text(of range: SourceRange, in file: String) -> String? {
            guard range.start.line == range.end.line, let line = line(range.start.line, in: file) else { return nil }
            let scalars = line.unicodeScalars
            let lower = min(max(0, range.start.column - 1), scalars.count)
            let upper = min(max(lower, range.end.column - 1), scalars.count)
            return String(String.UnicodeScalarView(scalars.dropFirst(lower).prefix(upper - lower)))
        }

        private static func lines(of text: String) -> [Substring] {
            var body = Substring(text)
            if body.unicodeScalars.first == "\u{FEFF}" { body = Substring(body.unicodeScalars.dropFirst()) }
            var lines: [Substring] = []
            var lineStart = body.unicodeScalars.startIndex
            var index = lineStart
            let scalars = body.unicodeScalars
            while index < scalars.endIndex {
                let scalar = scalars[index]
                switch scalar {
                case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                    lines.append(Substring(scalars[lineStart..<index]))
                    index = scalars.index(after: index)
                    if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
                        index = scalars.index(after: index)
                    }
                    lineStart = index
                default:
                    index = scalars.index(after: index)
                }
            }
            lines.append(Substring(scalars[lineStart..<scalars.endIndex]))
            return lines
        }
    }
}
