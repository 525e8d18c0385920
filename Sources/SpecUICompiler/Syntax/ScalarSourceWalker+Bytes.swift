/// Reading Unicode scalars, line breaks and escapes straight from valid UTF-8 bytes.
extension ScalarSourceWalker {
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// The length in bytes of the scalar whose first byte is `lead`.
    static func length(ofScalarLedBy lead: UInt8) -> Int {
        if lead < 0x80 { return 1 }
        if lead < 0xE0 { return 2 }
        return lead < 0xF0 ? 3 : 4
    }

    /// The length in bytes of the line break (`\n`, `\r`, NEL, LS or PS) at `position`; 0 when there is none.
    static func lineBreakLength(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int {
        switch bytes[position] {
        case 0x0A, 0x0D:
            return 1
        case 0xC2:
            return position + 1 < bytes.count && bytes[position + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard position + 2 < bytes.count, bytes[position + 1] == 0x80 else { return 0 }
            return bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9 ? 3 : 0
        default:
            return 0
        }
    }

    /// Whether the scalar that ends just before byte `position` is a line break.
    static func isLineBreak(endingAt position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch bytes[position - 1] {
        case 0x0A, 0x0D:
            return true
        case 0x85:
            return position >= 2 && bytes[position - 2] == 0xC2
        case 0xA8, 0xA9:
            return position >= 3 && bytes[position - 2] == 0x80 && bytes[position - 3] == 0xE2
        default:
            return false
        }
    }

    /// The length of the line break unit at `position`: `\r\n` before `end` is one unit.
    static func breakUnitLength(in bytes: UnsafeBufferPointer<UInt8>, at position: Int, end: Int) -> Int {
        if bytes[position] == 0x0D, position + 1 < end, bytes[position + 1] == 0x0A { return 2 }
        return lineBreakLength(in: bytes, at: position)
    }

    /// Moves `location` over the scalars at `start..<stop`: a line break starts a line, except a `\r` before `\n`.
    static func advance(
        _ location: inout SourceLocation, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to stop: Int
    ) {
        var position = start
        while position < stop {
            let byte = bytes[position]
            let breakLength = lineBreakLength(in: bytes, at: position)
            let crlf = byte == 0x0D && position + 1 < bytes.count && bytes[position + 1] == 0x0A
            if breakLength > 0 && !crlf {
                location = SourceLocation(line: location.line + 1, column: 1)
            } else {
                location.column += 1
            }
            position += length(ofScalarLedBy: byte)
        }
    }

    /// The indentation of a block scalar's content: the leading spaces of its first line that is not blank.
    static func indentation(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var lineStart = start
        while true {
            var position = lineStart
            while position < end, bytes[position] == 0x20 { position += 1 }
            if position < end, lineBreakLength(in: bytes, at: position) == 0 { return position - lineStart }
            // The next line starts after a `\n`, or after a `\r` that no `\n` follows.
            while position < end {
                let byte = bytes[position]
                position += 1
                if byte == 0x0A || (byte == 0x0D && !(position < end && bytes[position] == 0x0A)) { break }
            }
            // A line that starts at the end holds nothing, so it sets no indentation.
            guard position < end else { return 0 }
            lineStart = position
        }
    }

    /// The character an escape like `\n` or `\"` stands for, by the byte after the backslash.
    static func simpleEscape(_ code: UInt8) -> UInt32? {
        switch code {
        case UInt8(ascii: "0"): 0
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "t"), 0x09: 0x09
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "v"): 0x0B
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "e"): 0x1B
        case UInt8(ascii: " "): 0x20
        case UInt8(ascii: "\""): 0x22
        case UInt8(ascii: "/"): 0x2F
        case UInt8(ascii: "\\"): 0x5C
        case UInt8(ascii: "N"): 0x85
        case UInt8(ascii: "_"): 0xA0
        case UInt8(ascii: "L"): 0x2028
        case UInt8(ascii: "P"): 0x2029
        default: nil
        }
    }

    /// The value of an ASCII hexadecimal digit.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
