/// Checks a file's bytes before libyaml sees them, so encoding problems get a precise location.
///
/// libyaml reports invalid UTF-8 and control characters with a byte offset and
/// a terse message; checking first lets the diagnostic name the byte and its
/// line and column.
enum SourceBytes {
    enum Problem: Equatable {
        /// A byte that does not start or continue a UTF-8 sequence correctly.
        case invalidUTF8(UInt8)
        /// A NUL byte, the usual sign of a binary file.
        case nul
        /// A character YAML does not allow in a stream, such as U+0007.
        case controlCharacter(Unicode.Scalar)
        /// NEL, LS or PS: a line break to YAML 1.1 and so to libyaml, but not to YAML 1.2, editors or `grep`, which
        /// would disagree with libyaml on the lines and the text of the file.
        case unicodeLineBreak(Unicode.Scalar)
        /// Text in UTF-16 or UTF-32.
        case otherEncoding(WideEncoding)
    }

    /// A Unicode encoding other than UTF-8 that a file can be in.
    struct WideEncoding: Equatable {
        /// `UTF-16` or `UTF-32`.
        var name: String
        var isBigEndian: Bool
        /// The byte order mark the file starts with; nil when the encoding shows only in its NUL bytes.
        var byteOrderMark: [UInt8]?
    }

    /// The UTF-16 or UTF-32 encoding that `bytes` start in, detected as YAML does: by a byte order mark, or by
    /// the NUL bytes that ASCII text has beside each character in them.
    static func wideEncoding(of bytes: [UInt8]) -> WideEncoding? {
        let head = Array(bytes.prefix(4)) + Array(repeating: 0xA5, count: max(0, 4 - bytes.count))
        func mark(_ length: Int) -> [UInt8] { Array(head.prefix(length)) }
        switch (head[0], head[1], head[2], head[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): return WideEncoding(name: "UTF-32", isBigEndian: true, byteOrderMark: mark(4))
        case (0xFF, 0xFE, 0x00, 0x00): return WideEncoding(name: "UTF-32", isBigEndian: false, byteOrderMark: mark(4))
        case (0xFE, 0xFF, _, _): return WideEncoding(name: "UTF-16", isBigEndian: true, byteOrderMark: mark(2))
        case (0xFF, 0xFE, _, _): return WideEncoding(name: "UTF-16", isBigEndian: false, byteOrderMark: mark(2))
        case (0x00, 0x00, 0x00, let byte) where byte != 0: return WideEncoding(name: "UTF-32", isBigEndian: true)
        case (let byte, 0x00, 0x00, 0x00) where byte != 0: return WideEncoding(name: "UTF-32", isBigEndian: false)
        case (0x00, let byte, _, _) where byte != 0: return WideEncoding(name: "UTF-16", isBigEndian: true)
        case (let byte, 0x00, _, _) where byte != 0: return WideEncoding(name: "UTF-16", isBigEndian: false)
        default: return nil
        }
    }

    /// The problems with `bytes` as UTF-8 YAML, and their byte offsets; a file in UTF-16 or UTF-32 is one problem
    /// at its start, not a stray byte. Of NEL, LS and PS, one more than `maximumLineBreakProblems` is found, to tell
    /// that more follow than are reported.
    ///
    /// NEL, LS and PS are each reported, as text pasted from elsewhere brings several of them; the search stops at
    /// any other problem, the first of which is reported alone, since after a stray byte or a control character the
    /// rest of a file is as likely to be binary as text.
    static func encodingProblems(in bytes: [UInt8]) -> [(offset: Int, problem: Problem)] {
        var problems: [(offset: Int, problem: Problem)] = []
        var start = 0
        // One past the most reported, to tell that more follow.
        while problems.count <= maximumLineBreakProblems, let found = firstProblem(in: bytes, from: start) {
            if problems.isEmpty, let encoding = wideEncoding(of: bytes) { return [(0, .otherEncoding(encoding))] }
            guard case .unicodeLineBreak(let scalar) = found.problem else {
                if problems.isEmpty { problems.append(found) }
                break
            }
            problems.append(found)
            start = found.offset + String(scalar).utf8.count
        }
        return problems
    }

    /// How many NEL, LS and PS characters a file is told about, so that a file full of them is not a flood.
    static let maximumLineBreakProblems = 50

    /// The first encoding problem and the byte offset where it starts, or nil for clean text.
    static func firstProblem(in bytes: [UInt8], from start: Int = 0) -> (offset: Int, problem: Problem)? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            let count = buffer.count
            while index < count {
                if index + 8 <= count, isPrintableASCII(word(buffer, at: index)) {
                    index += 8
                    continue
                }
                let byte = buffer[index]
                if isAllowedASCII(byte) {
                    index += 1
                    continue
                }
                if byte < 0x80 {
                    return (index, byte == 0 ? .nul : .controlCharacter(Unicode.Scalar(byte)))
                }
                guard let (scalar, length) = decode(buffer, at: index) else {
                    return (index, .invalidUTF8(byte))
                }
                if isUnicodeLineBreak(scalar) { return (index, .unicodeLineBreak(scalar)) }
                if !isAllowed(scalar) { return (index, .controlCharacter(scalar)) }
                index += length
            }
            return nil
        }
    }

    /// Whether every byte is below 0x80, checked eight bytes at a time.
    static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            var bits: UInt64 = 0
            while index + 8 <= buffer.count {
                bits |= word(buffer, at: index)
                index += 8
            }
            while index < buffer.count {
                bits |= UInt64(buffer[index])
                index += 1
            }
            return bits & highBits == 0
        }
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// Eight bytes starting at `index`, which must leave eight bytes in the buffer.
    private static func word(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
    }

    /// Whether all eight bytes of `word` are in 0x20...0x7E or line feeds, the printable ASCII and line ends that
    /// most of a spec is.
    ///
    /// Each test sets the high bit of a lane on its own, without a carry or borrow from the lane below, so that a
    /// line feed's lane can be let through: a byte below 0x20 reaches 0x80 only when 0x60 is added to it, a line
    /// feed is the lane that XOR with 0x0A leaves zero, and a delete the lane that XOR with 0x7F does.
    /// A byte of 0x80 or more has the high bit on already.
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let low = word & lowBits
        let belowSpace = ~(low &+ 0x60 &* ones)
        let newline = word ^ (0x0A &* ones)
        let isNewline = ~((newline & lowBits) &+ lowBits | newline)
        let delete = word ^ (0x7F &* ones)
        let isDelete = ~((delete & lowBits) &+ lowBits | delete)
        return (word | (belowSpace & ~isNewline) | isDelete) & highBits == 0
    }

    /// Whether `byte` is ASCII that YAML allows anywhere: a printable character, tab, line feed or carriage return.
    ///
    /// Compared, not looked up in a table: a global table is reached through a lazy initialization check on every
    /// byte.
    private static func isAllowedASCII(_ byte: UInt8) -> Bool {
        (0x20..<0x7F).contains(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The line and column of each byte offset, which must be in increasing order, counting lines as an editor
    /// does: a line feed, a carriage return and `\r\n` each end one. NEL, LS and PS, which libyaml counts as line
    /// breaks too, are reported as problems themselves, so an editor's count is the one that finds them.
    static func locations(ofBytes offsets: [Int], in bytes: [UInt8]) -> [SourceLocation] {
        var locations: [SourceLocation] = []
        var line = 1
        var column = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        bytes.withUnsafeBufferPointer { buffer in
            for offset in offsets {
                while index < min(offset, buffer.count) {
                    let byte = buffer[index]
                    index += 1
                    if byte == 0x0A || byte == 0x0D && (index >= buffer.count || buffer[index] != 0x0A) {
                        line += 1
                        column = 1
                    } else if byte & 0xC0 != 0x80 {
                        column += 1
                    }
                }
                locations.append(SourceLocation(line: line, column: column))
            }
        }
        return locations
    }

    private static func decode(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = buffer[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        guard index + length <= buffer.count else { return nil }
        for offset in 1..<length {
            let byte = buffer[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// NEL (U+0085), LINE SEPARATOR (U+2028) or PARAGRAPH SEPARATOR (U+2029).
    private static func isUnicodeLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// YAML 1.1's printable set, as libyaml enforces it (C1 controls other than NEL are not allowed).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
