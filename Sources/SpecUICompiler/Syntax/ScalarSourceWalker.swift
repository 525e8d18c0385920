/// Aligns a scalar's decoded value with its source text, one value scalar at a time.
///
/// The value is the source with some scalars dropped (quotes, indentation,
/// whitespace around folded line breaks, escaped line breaks) and some units
/// replaced (an escape by its character, `''` by `'`, a line break by a space
/// or newline). The walker matches each value scalar to the next source unit
/// that produces it, skipping units that produce nothing. It reads the source's
/// UTF-8 bytes in place and keeps the file location of its position as it goes,
/// so a walk allocates nothing but the table it returns.
struct ScalarSourceWalker {
    /// The scalar's source bytes, borrowed for the walk.
    private let source: UnsafeBufferPointer<UInt8>
    private let style: YAMLScalar.Style
    /// Where the value's source starts: after the opening quote, or after the block header line.
    private let contentStart: Int
    /// Where units stop: before a quoted scalar's closing quote, else the end of the source.
    private let end: Int
    /// For block scalars, how many leading spaces of each line are indentation.
    private var indentation = 0
    /// The next source position a value scalar may match, and its file location.
    private var index: Int
    private var here: SourceLocation
    /// The run of blanks last looked at: positions `runStart..<runEnd`, stripped below `strippedBelow`.
    private var runStart = 0
    private var runEnd = 0
    private var strippedBelow = 0

    /// A walker at the start of the value whose source bytes are `source`, written at `start`.
    init(source: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style, start: SourceLocation) {
        self.source = source
        self.style = style
        var index = 0
        var end = source.count
        var indentation = 0
        switch style {
        case .plain:
            break
        case .singleQuoted, .doubleQuoted:
            index = source.isEmpty ? 0 : Self.length(ofScalarLedBy: source[0])
            let quote = style == .singleQuoted ? UInt8(ascii: "'") : UInt8(ascii: "\"")
            if end > index, source[end - 1] == quote { end -= 1 }
        case .literal, .folded:
            while index < end, Self.lineBreakLength(in: source, at: index) == 0 {
                index += Self.length(ofScalarLedBy: source[index])
            }
            if index < end { index += Self.breakUnitLength(in: source, at: index, end: end) }
            indentation = Self.indentation(in: source, from: index, end: end)
        }
        self.contentStart = index
        self.end = end
        self.indentation = indentation
        self.index = index
        var here = start
        Self.advance(&here, in: source, from: 0, to: index)
        self.here = here
    }

    /// Corrects the indentation of a block scalar whose header gives it (`|2`, `>-1`).
    ///
    /// The indentation is first taken from the first line that is not blank, as YAML does without an
    /// indicator. With one, that line may be more indented than the content's indentation, and its extra
    /// spaces are part of the value: the value's first line starts with exactly as many spaces as the
    /// indentation was overestimated by.
    private mutating func adjustExplicitIndentation(to value: UnsafeBufferPointer<UInt8>) {
        guard style == .literal || style == .folded,
            source[..<contentStart].contains(where: { (0x31...0x39).contains($0) })
        else { return }
        var position = 0
        while position < value.count, value[position] == 0x0A { position += 1 }
        var spaces = 0
        while position + spaces < value.count, value[position + spaces] == 0x20 { spaces += 1 }
        indentation = max(0, indentation - spaces)
    }

    /// Where each value scalar starts and ends in the file, and where the value ends.
    mutating func table(of value: UnsafeBufferPointer<UInt8>) -> (ranges: [SourceRange], end: SourceLocation) {
        adjustExplicitIndentation(to: value)
        // A value has at most one scalar per byte; the table holds exactly one range per scalar.
        let ranges = [SourceRange](unsafeUninitializedCapacity: value.count) { table, initialized in
            var position = 0
            while position < value.count {
                let (character, length) = ValidUTF8.decode(value, at: position)
                table.initializeElement(at: initialized, to: match(character))
                initialized += 1
                position += length
            }
        }
        return (ranges, endLocation())
    }

    /// The file range from the value's first scalar to the end of its last, with no table built.
    mutating func wholeRange(of value: UnsafeBufferPointer<UInt8>) -> SourceRange {
        adjustExplicitIndentation(to: value)
        guard !value.isEmpty else { return SourceRange(at: endLocation()) }
        var (character, position) = ValidUTF8.decode(value, at: 0)
        let first = match(character)
        var last = first.end
        while position < value.count {
            let length: Int
            (character, length) = ValidUTF8.decode(value, at: position)
            last = match(character).end
            position += length
        }
        return SourceRange(start: first.start, end: last)
    }

    /// Where the value ends: past the last matched unit, or at the closing quote when that is further on.
    private func endLocation() -> SourceLocation {
        var location = here
        if end > index { Self.advance(&location, in: source, from: index, to: end) }
        return location
    }

    /// Finds the next source unit producing `character`; when none does, stays put and points there.
    @inline(__always)
    private mutating func match(_ character: UInt32) -> SourceRange {
        var probe = index
        var location = here
        while probe < end {
            let byte = source[probe]
            if byte < 0x80, byte != 0x0A, byte != 0x0D, byte != 0x5C, byte != 0x27 {
                // An ASCII character other than a break, a backslash or a quote is a unit that stands for itself.
                let next = SourceLocation(line: location.line, column: location.column + 1)
                if UInt32(byte) == character, (byte != 0x20 && byte != 0x09) || !isStripped(probe) {
                    index = probe + 1
                    here = next
                    return SourceRange(start: location, end: next)
                }
                probe += 1
                location = next
                continue
            }
            let (length, produced) = unit(at: probe)
            var next = location
            Self.advance(&next, in: source, from: probe, to: probe + length)
            if produced.contains(character), (byte != 0x20 && byte != 0x09) || !isStripped(probe) {
                index = probe + length
                here = next
                return SourceRange(start: location, end: next)
            }
            probe += length
            location = next
        }
        return SourceRange(at: here)
    }

    /// The value scalars one source unit may produce; a value type, so matching allocates nothing.
    private enum Produced {
        case nothing
        case one(UInt32)
        /// A line break, which folds to a space or stays a newline (or itself).
        case lineBreak(UInt32)

        func contains(_ character: UInt32) -> Bool {
            switch self {
            case .nothing: false
            case .one(let scalar): scalar == character
            case .lineBreak(let scalar): character == 0x20 || character == 0x0A || character == scalar
            }
        }
    }

    /// The length in bytes of the source unit at `position` and the value scalars it may produce.
    private func unit(at position: Int) -> (length: Int, produces: Produced) {
        let byte = source[position]
        if Self.lineBreakLength(in: source, at: position) > 0 {
            let length = Self.breakUnitLength(in: source, at: position, end: end)
            return (length, .lineBreak(ValidUTF8.decode(source, at: position).scalar))
        }
        switch style {
        case .singleQuoted where byte == UInt8(ascii: "'") && position + 1 < end && source[position + 1] == byte:
            return (2, .one(0x27))
        case .doubleQuoted where byte == UInt8(ascii: "\\") && position + 1 < end:
            return escape(at: position)
        default:
            let (scalar, length) = ValidUTF8.decode(source, at: position)
            return (length, .one(scalar))
        }
    }

    /// A double-quoted escape: its length in bytes and the character it stands for (none for an escaped break).
    private func escape(at position: Int) -> (length: Int, produces: Produced) {
        let code = source[position + 1]
        let hexDigits: Int
        switch code {
        case UInt8(ascii: "x"): hexDigits = 2
        case UInt8(ascii: "u"): hexDigits = 4
        case UInt8(ascii: "U"): hexDigits = 8
        default:
            let breakLength = Self.lineBreakLength(in: source, at: position + 1)
            if breakLength > 0 {
                let crlf = code == 0x0D && position + 2 < end && source[position + 2] == 0x0A
                return (crlf ? 3 : 1 + breakLength, .nothing)
            }
            let length = 1 + Self.length(ofScalarLedBy: code)
            return (length, Self.simpleEscape(code).map { .one($0) } ?? .nothing)
        }
        // Up to `hexDigits` scalars follow, read the way `UInt32(_:radix:)` reads them.
        var digitsEnd = position + 2
        var count = 0
        var decoded: UInt32 = 0
        var plainHex = true
        while count < hexDigits, digitsEnd < end {
            let byte = source[digitsEnd]
            if let digit = Self.hexValue(byte) {
                decoded = decoded << 4 | digit
            } else {
                plainHex = false
            }
            digitsEnd += Self.length(ofScalarLedBy: byte)
            count += 1
        }
        let number: UInt32?
        if plainHex {
            number = count > 0 ? decoded : nil
        } else {
            let digits = String(
                decoding: UnsafeBufferPointer(rebasing: source[(position + 2)..<digitsEnd]), as: UTF8.self)
            number = UInt32(digits, radix: 16)
        }
        let scalar = number.flatMap(Unicode.Scalar.init)
        return (digitsEnd - position, scalar.map { .one($0.value) } ?? .nothing)
    }

    /// Whether the blank at `position` is folded away: indentation, or whitespace next to a line break.
    private mutating func isStripped(_ position: Int) -> Bool {
        if position < runStart || position >= runEnd { findRun(around: position) }
        return position < strippedBelow
    }

    /// Finds the run of blanks holding `position` and how much of it never reaches the value.
    ///
    /// In flow scalars, a run of spaces and tabs that touches a line break is stripped whole. In block scalars,
    /// a run of spaces that starts a line is stripped up to the indentation.
    private mutating func findRun(around position: Int) {
        let block = style == .literal || style == .folded
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (!block && byte == 0x09) }
        var start = position
        while start > contentStart, isBlank(source[start - 1]) { start -= 1 }
        var stop = position
        while stop < end, isBlank(source[stop]) { stop += 1 }
        runStart = start
        runEnd = stop
        if block {
            // A space follows, so a carriage return before the run is a line break of its own.
            let startsLine = start == contentStart || source[start - 1] == 0x0A || source[start - 1] == 0x0D
            strippedBelow = startsLine ? min(start + indentation, stop) : start
        } else {
            let afterBreak = start > contentStart && Self.isLineBreak(endingAt: start, in: source)
            let beforeBreak = stop < end && Self.lineBreakLength(in: source, at: stop) > 0
            strippedBelow = afterBreak || beforeBreak ? stop : start
        }
    }
}
