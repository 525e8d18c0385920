/// A half-open span of a spec file, `start` inclusive, `end` exclusive.
package struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// Whether the range starts and ends on one line: a fix-it writing one word in place of a block scalar (`|`,
    /// `>`), which spans its lines and their breaks, would join them.
    package var isOnOneLine: Bool { start.line == end.line }

    package var start: SourceLocation
    package var end: SourceLocation

    package init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// An empty range at one location.
    package init(at location: SourceLocation) {
        self.init(start: location, end: location)
    }

    package var description: String { "\(start)-\(end)" }
}
