/// A half-open span of a spec file, `start` inclusive, `end` exclusive.
package struct SourceRange: Hashable, Sendable, CustomStringConvertible {
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
