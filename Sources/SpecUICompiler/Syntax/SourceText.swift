import CYAML

/// A spec file's text, made once from its bytes, with a way to turn libyaml marks into string indices.
///
/// libyaml's `mark.index` counts Unicode scalars after an optional byte order
/// mark. For an ASCII file that is the byte offset; otherwise a cursor walks
/// the bytes from the last position asked for, which is cheap because the
/// loader asks in document order.
struct SourceText {
    let text: String
    private let bytes: [UInt8]
    private let isASCII: Bool
    /// Bytes of a leading UTF-8 byte order mark, which libyaml skips without counting.
    private let prefixLength: Int
    private var cursorScalar = 0
    private var cursorByte: Int

    /// Wraps bytes already checked to be valid UTF-8.
    init(validatedBytes bytes: [UInt8]) {
        self.bytes = bytes
        self.text = String(decoding: bytes, as: UTF8.self)
        self.isASCII = bytes.allSatisfy { $0 < 0x80 }
        self.prefixLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.cursorByte = prefixLength
    }

    /// The string index of a libyaml mark.
    mutating func index(of mark: yaml_mark_t) -> String.Index {
        let offset = byteOffset(ofScalar: Int(mark.index))
        return text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    /// The source between two marks, as a slice of the one file string.
    mutating func slice(from start: yaml_mark_t, to end: yaml_mark_t) -> Substring {
        let lower = index(of: start)
        let upper = max(lower, index(of: end))
        return Substring(text.unicodeScalars[lower..<upper])
    }

    private mutating func byteOffset(ofScalar scalar: Int) -> Int {
        if isASCII { return min(scalar, bytes.count) }
        while cursorScalar < scalar, cursorByte < bytes.count {
            cursorByte += 1
            while cursorByte < bytes.count, bytes[cursorByte] & 0xC0 == 0x80 { cursorByte += 1 }
            cursorScalar += 1
        }
        while cursorScalar > scalar, cursorByte > prefixLength {
            cursorByte -= 1
            while cursorByte > prefixLength, bytes[cursorByte] & 0xC0 == 0x80 { cursorByte -= 1 }
            cursorScalar -= 1
        }
        return cursorByte
    }
}
