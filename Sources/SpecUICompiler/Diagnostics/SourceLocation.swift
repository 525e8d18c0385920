/// A position in a spec file: 1-based line and 1-based column.
///
/// Columns count Unicode scalars from the start of the line, the way libyaml
/// counts them, so an Arabic or emoji character is one column.
package struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    // 32 bits each: a spec is at most 16 MiB, and a range of two locations fits in 16 bytes, which every node of
    // the syntax tree carries.
    private var storedLine: Int32
    private var storedColumn: Int32

    package init(line: Int, column: Int) {
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    init(line: Int32, column: Int32) {
        self.storedLine = line
        self.storedColumn = column
    }

    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    package var description: String { "\(line):\(column)" }
}
