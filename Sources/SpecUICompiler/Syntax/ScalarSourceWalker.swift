/// Aligns a scalar's decoded value with its source text, one value scalar at a time.
///
/// The value is the source with some scalars dropped (quotes, indentation,
/// whitespace around folded line breaks, escaped line breaks) and some units
/// replaced (an escape by its character, `''` by `'`, a line break by a space
/// or newline). The walker matches each value scalar to the next source unit
/// that produces it, skipping units that produce nothing.
struct ScalarSourceWalker {
    private let scalars: [Unicode.Scalar]
    private let locations: [SourceLocation]
    private let style: YAMLScalar.Style
    private let value: String.UnicodeScalarView
    /// Source scalars that never appear in the value: indentation, and whitespace next to a folded break.
    private var stripped: [Bool]
    private var index = 0
    private var end: Int

    init(_ scalar: YAMLScalar) {
        scalars = Array(scalar.source.unicodeScalars)
        style = scalar.style
        value = scalar.value.unicodeScalars
        var locations: [SourceLocation] = []
        locations.reserveCapacity(scalars.count + 1)
        var line = scalar.start.line
        var column = scalar.start.column
        for (offset, character) in scalars.enumerated() {
            locations.append(SourceLocation(line: line, column: column))
            let crlf = character == "\r" && offset + 1 < scalars.count && scalars[offset + 1] == "\n"
            if Self.isLineBreak(character) && !crlf {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        locations.append(SourceLocation(line: line, column: column))
        self.locations = locations
        stripped = Array(repeating: false, count: scalars.count)
        end = scalars.count
        switch style {
        case .plain:
            markFlowWhitespace()
        case .singleQuoted, .doubleQuoted:
            index = scalars.isEmpty ? 0 : 1
            if end > index, scalars[end - 1] == (style == .singleQuoted ? "'" : "\"") { end -= 1 }
            markFlowWhitespace()
        case .literal, .folded:
            skipBlockHeaderAndIndentation()
        }
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    /// Start and end locations of every value scalar, and where the value ends.
    mutating func table() -> (starts: [SourceLocation], ends: [SourceLocation], end: SourceLocation) {
        var starts: [SourceLocation] = []
        var ends: [SourceLocation] = []
        starts.reserveCapacity(value.count)
        ends.reserveCapacity(value.count)
        for character in value {
            let (start, stop) = match(character)
            starts.append(start)
            ends.append(stop)
        }
        return (starts, ends, locations[max(index, min(end, scalars.count))])
    }

    /// Finds the next source unit producing `character`; when none does, stays put and points there.
    private mutating func match(_ character: Unicode.Scalar) -> (SourceLocation, SourceLocation) {
        var probe = index
        while probe < end {
            let (length, produced) = unit(at: probe)
            if !stripped[probe], produced.contains(character) {
                index = probe + length
                return (locations[probe], locations[probe + length])
            }
            probe += length
        }
        let here = locations[min(index, scalars.count)]
        return (here, here)
    }

    /// The length of the source unit at `position` and the value scalars it may produce.
    private func unit(at position: Int) -> (length: Int, produces: Produced) {
        let character = scalars[position]
        if Self.isLineBreak(character) {
            let length = character == "\r" && position + 1 < end && scalars[position + 1] == "\n" ? 2 : 1
            return (length, .lineBreak(character))
        }
        switch style {
        case .singleQuoted where character == "'" && position + 1 < end && scalars[position + 1] == "'":
            return (2, .one("'"))
        case .doubleQuoted where character == "\\" && position + 1 < end:
            return escape(at: position)
        default:
            return (1, .one(character))
        }
    }

    /// A double-quoted escape: its length and the character it stands for (none for an escaped line break).
    private func escape(at position: Int) -> (length: Int, produces: Produced) {
        let code = scalars[position + 1]
        let hexDigits: Int
        switch code {
        case "x": hexDigits = 2
        case "u": hexDigits = 4
        case "U": hexDigits = 8
        default:
            if Self.isLineBreak(code) {
                let crlf = code == "\r" && position + 2 < end && scalars[position + 2] == "\n"
                return (crlf ? 3 : 2, .nothing)
            }
            return (2, Self.simpleEscapes[code].map { .one($0) } ?? .nothing)
        }
        let digitsEnd = min(position + 2 + hexDigits, end)
        let digits = String(String.UnicodeScalarView(scalars[(position + 2)..<digitsEnd]))
        let decoded = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
        return (digitsEnd - position, decoded.map { .one($0) } ?? .nothing)
    }

    /// The value scalars one source unit may produce; a value type, so matching allocates nothing.
    private enum Produced {
        case nothing
        case one(Unicode.Scalar)
        /// A line break, which folds to a space or stays a newline (or itself).
        case lineBreak(Unicode.Scalar)

        func contains(_ character: Unicode.Scalar) -> Bool {
            switch self {
            case .nothing: false
            case .one(let scalar): scalar == character
            case .lineBreak(let scalar): character == " " || character == "\n" || character == scalar
            }
        }
    }

    private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
        "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}", "f": "\u{0C}",
        "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\", "N": "\u{85}", "_": "\u{A0}",
        "L": "\u{2028}", "P": "\u{2029}",
    ]

    /// In flow scalars, whitespace that touches a line break is folded away.
    private mutating func markFlowWhitespace() {
        var position = index
        while position < end {
            guard Self.isBlank(scalars[position]) else {
                position += 1
                continue
            }
            var runEnd = position
            while runEnd < end, Self.isBlank(scalars[runEnd]) { runEnd += 1 }
            let afterBreak = position > index && Self.isLineBreak(scalars[position - 1])
            let beforeBreak = runEnd < end && Self.isLineBreak(scalars[runEnd])
            if afterBreak || beforeBreak {
                for blank in position..<runEnd { stripped[blank] = true }
            }
            position = runEnd
        }
    }

    /// Skips the `|`/`>` header line and marks each content line's indentation as stripped.
    private mutating func skipBlockHeaderAndIndentation() {
        while index < end, !Self.isLineBreak(scalars[index]) { index += 1 }
        if index < end { index += unit(at: index).length }
        var lineStarts: [Int] = [index]
        for position in index..<end where scalars[position] == "\n" || scalars[position] == "\r" {
            if scalars[position] == "\r", position + 1 < end, scalars[position + 1] == "\n" { continue }
            lineStarts.append(position + 1)
        }
        var indentation = 0
        for start in lineStarts {
            var position = start
            while position < end, scalars[position] == " " { position += 1 }
            if position < end, !Self.isLineBreak(scalars[position]) {
                indentation = position - start
                break
            }
        }
        for start in lineStarts {
            var position = start
            while position < end, position - start < indentation, scalars[position] == " " {
                stripped[position] = true
                position += 1
            }
        }
    }
}
