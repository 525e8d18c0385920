/// A scalar's decoded text, how it was written, and the raw source it came from.
package struct YAMLScalar: Hashable, Sendable {
    package enum Style: String, Hashable, Sendable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    /// The value after YAML decoding (quotes removed, escapes applied, lines folded).
    package var value: String
    package var style: Style
    /// The source text from the scalar's start mark to its end mark, quotes included.
    ///
    /// Kept so that a position inside `value` can be mapped back to a file
    /// location (see `ScalarLocator`) without paying for a table on every scalar.
    package var source: Substring
    /// Where `source` starts in the file.
    package var start: SourceLocation

    package init(value: String, style: Style, source: Substring, start: SourceLocation) {
        self.value = value
        self.style = style
        self.source = source
        self.start = start
    }

    /// `~`, `null`, `Null`, `NULL` or nothing, written plain.
    package var isNull: Bool {
        style == .plain && ["", "~", "null", "Null", "NULL"].contains(value)
    }
}
