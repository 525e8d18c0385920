import CYAML

/// A spec file's text, made once from its bytes, with a way to turn libyaml marks into UTF-8 offsets.
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
        self.isASCII = SourceBytes.isASCII(bytes)
        self.prefixLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.cursorByte = prefixLength
    }

    /// The UTF-8 offsets in `text` of the source between two marks.
    mutating func byteRange(from start: yaml_mark_t, to end: yaml_mark_t) -> Range<Int> {
        let lower = byteOffset(ofScalar: Int(start.index))
        return lower..<max(lower, byteOffset(ofScalar: Int(end.index)))
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
