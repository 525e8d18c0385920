/// A strict reader of JSON (RFC 8259) for the config file: no trailing comma, no comment, no lone surrogate,
/// nothing after the value, and every problem placed at a line and column (a line ends at `\n`, `\r\n` or `\r`;
/// columns count Unicode scalars, as diagnostics do). A byte order mark before the value is skipped, as RFC 8259
/// lets a reader do; keys are compared by their code units, so `é` and `e` with a combining accent are two keys.
struct JSONReader {
    enum Value: Equatable {
        /// Members in written order; a key written twice is a syntax error.
        case object([(key: String, value: Value)])
        case array([Value])
        case string(String)
        case number(String)
        case boolean(Bool)
        case null

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.object(let a), .object(let b)):
                a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            case (.array(let a), .array(let b)): a == b
            case (.string(let a), .string(let b)), (.number(let a), .number(let b)): a == b
            case (.boolean(let a), .boolean(let b)): a == b
            case (.null, .null): true
            default: false
            }
        }
    }

    /// What is wrong and where: `a ',' with no value after it at line 3, column 1`.
    struct SyntaxError: Error, Equatable {
        var problem: String
        var line: Int
        var column: Int

        var description: String { "\(problem) at line \(line), column \(column)" }
    }

    /// Nesting deeper than this is refused, so a hostile file cannot exhaust the stack.
    static let depthLimit = 512

    private let bytes: [UInt8]
    private var offset = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value `bytes` hold, which must be UTF-8 and one JSON value with only whitespace around it.
    static func read(_ bytes: [UInt8]) -> Result<Value, SyntaxError> {
        var reader = JSONReader(bytes)
        if let invalid = firstInvalidUTF8(bytes) {
            reader.offset = invalid
            return .failure(reader.error("a byte that is not UTF-8"))
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
        do throws(SyntaxError) {
            reader.skipWhitespace()
            let value = try reader.value(depth: 0)
            reader.skipWhitespace()
            guard reader.offset == bytes.count else { throw reader.error("more after the value") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    /// The offset of the first byte of `bytes` that does not start or continue valid UTF-8.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> Value {
        guard depth < Self.depthLimit else { throw error("nesting deeper than \(Self.depthLimit)") }
        guard let byte = peek else { throw error("the file ends before its value does") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try word("true", .boolean(true))
        case UInt8(ascii: "f"): return try word("false", .boolean(false))
        case UInt8(ascii: "n"): return try word("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("a value expected")
        }
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> Value {
        offset += 1
        var members: [(key: String, value: Value)] = []
        var keys: Set<[UInt8]> = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard let byte = peek else { throw error("the file ends before its object does") }
            guard byte == UInt8(ascii: "\"") else {
                throw error(
                    byte == UInt8(ascii: "}") && !members.isEmpty
                        ? "a ',' with no member after it (JSON has no trailing comma)"
                        : "a key in double quotes expected")
            }
            let keyStart = offset
            let key = try string()
            guard keys.insert(Array(key.utf8)).inserted else {
                offset = keyStart
                throw error("the key '\(key)' written twice")
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else {
                throw error(peek == nil ? "the file ends before its object does" : "a ':' after the key expected")
            }
            offset += 1
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(members)
            case nil: throw error("the file ends before its object does")
            default: throw error("a ',' or '}' expected")
            }
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> Value {
        offset += 1
        var elements: [Value] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if peek == UInt8(ascii: "]") { throw error("a ',' with no value after it (JSON has no trailing comma)") }
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(elements)
            case nil: throw error("the file ends before its array does")
            default: throw error("a ',' or ']' expected")
            }
        }
    }

    private mutating func string() throws(SyntaxError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                flush(offset)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(offset)
                offset += 1
                scalars.append(try escape())
                run = offset
            case 0..<0x20:
                throw error("a control character in a string (JSON writes it as an escape such as '\\n')")
            default:
                offset += 1
            }
        }
        throw error("the file ends before its string does")
    }

    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = peek else { throw error("the file ends before its string does") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let start = offset - 2
            let high = try hexUnit()
            if (0xD800..<0xDC00).contains(high), bytes[offset...].starts(with: Array("\\u".utf8)) {
                offset += 2
                let low = try hexUnit()
                if (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(high) else {
                offset = start
                throw error("a lone surrogate (a character past U+FFFF is written as two escapes, high then low)")
            }
            return scalar
        default:
            offset -= 2
            throw error("an escape JSON does not have")
        }
    }

    private mutating func hexUnit() throws(SyntaxError) -> UInt32 {
        guard offset + 4 <= bytes.count,
            let unit = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16),
            bytes[offset..<offset + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw error("'\\u' without four hexadecimal digits after it") }
        offset += 4
        return unit
    }

    private mutating func number() throws(SyntaxError) -> String {
        let start = offset
        func digits() -> Int {
            let from = offset
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
            return offset - from
        }
        if peek == UInt8(ascii: "-") { offset += 1 }
        if peek == UInt8(ascii: "0") {
            offset += 1
        } else if digits() == 0 {
            throw error("a digit expected")
        }
        if peek == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw error("a digit expected after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw error("a digit expected in the exponent") }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func word(_ word: String, _ value: Value) throws(SyntaxError) -> Value {
        guard bytes[offset...].starts(with: word.utf8) else { throw error("a value expected") }
        offset += word.utf8.count
        return value
    }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    /// `problem` at the reader's offset, as a line and a column of Unicode scalars; a byte order mark takes no
    /// column.
    private func error(_ problem: String) -> SyntaxError {
        let before = bytes[(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)..<min(offset, bytes.count)]
        var line = 1
        var lineStart = before.startIndex
        for index in before.indices where before[index] == 0x0A || before[index] == 0x0D {
            // `\r\n` is one line break, ended by its `\n`.
            if before[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { continue }
            line += 1
            lineStart = index + 1
        }
        let column = before[lineStart...].count(where: { $0 & 0xC0 != 0x80 }) + 1
        return SyntaxError(problem: problem, line: line, column: column)
    }
}
