/// A position in a spec file: 1-based line and 1-based column.
///
/// Columns count Unicode scalars from the start of the line, the way libyaml
/// counts them, so an Arabic or emoji character is one column.
package struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    package var description: String { "\(line):\(column)" }
}
