/// The rendered text of an expression: its first line, and the lines after it with their levels relative to the
/// first's, which is where the expression's enclosing line starts.
///
/// Most expressions fit on one line, which needs no array; joining two texts appends the second's first line to
/// the first's last, as concatenating their source would.
struct SwiftText {
    private(set) var first: String
    private(set) var rest: [SwiftLine] = []

    init(_ text: String) {
        first = text
    }

    /// The text of `lines`, whose first line is at level 0.
    init(lines: [SwiftLine]) {
        precondition(lines.first?.level == 0, "an expression's text starts at level 0")
        first = lines[0].text
        rest = Array(lines.dropFirst())
    }

    /// `first` and then `lines` (one level in, say) and a closing line such as `}`, without building an array of
    /// them all first.
    init(_ first: String, then lines: consuming [SwiftLine], closedBy last: String) {
        self.first = first
        rest = lines
        rest.append(SwiftLine(last))
    }

    var isMultiline: Bool { !rest.isEmpty }

    /// The text as lines of a block, at level 0.
    var lines: [SwiftLine] { [SwiftLine(first)] + rest }

    /// How many characters the text has written out, newlines and indentation included.
    var writtenCount: Int {
        rest.reduce(first.count) { $0 + 1 + $1.writtenCount }
    }

    /// Whether the text is wider than `width` characters; the UTF-8 length of one line, never below its character
    /// count, answers most calls without walking the characters.
    func exceeds(_ width: Int) -> Bool {
        if rest.isEmpty { return first.utf8.count > width && first.count > width }
        return writtenCount > width
    }

    /// The character the text starts with.
    var firstCharacter: Character? { first.first }

    mutating func append(_ text: String) {
        if rest.isEmpty {
            first += text
        } else {
            rest[rest.count - 1].text += text
        }
    }

    mutating func append(_ other: SwiftText) {
        append(other.first)
        appendLines(other.rest)
    }

    /// Adds `lines` after the text's last line, with their levels as they are.
    ///
    /// A text of one line so far takes the lines as they are, sharing them rather than copying each.
    mutating func appendLines(_ lines: consuming [SwiftLine]) {
        if rest.isEmpty {
            rest = lines
        } else {
            rest += lines
        }
    }

    /// The texts one after another with `separator` between them.
    static func joined(_ texts: [SwiftText], separator: String) -> SwiftText {
        var result = SwiftText("")
        for (index, text) in texts.enumerated() {
            if index > 0 { result.append(separator) }
            result.append(text)
        }
        return result
    }

    // The left side is consumed: the text just rendered grows in place instead of being copied first.
    static func + (lhs: consuming SwiftText, rhs: SwiftText) -> SwiftText {
        var result = lhs
        result.append(rhs)
        return result
    }

    static func + (lhs: consuming SwiftText, rhs: String) -> SwiftText {
        var result = lhs
        result.append(rhs)
        return result
    }

    static func + (lhs: String, rhs: SwiftText) -> SwiftText {
        var result = SwiftText(lhs)
        result.append(rhs)
        return result
    }
}
