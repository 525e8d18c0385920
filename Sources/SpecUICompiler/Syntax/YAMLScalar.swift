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
    /// Where `source` starts in the file.
    package var start: SourceLocation
    /// The text `source` is a slice of (the whole file, for a loaded scalar), and the slice's UTF-8 offsets.
    private var sourceText: String
    private var sourceBytes: Range<Int>

    package init(value: String, style: Style, source: Substring, start: SourceLocation) {
        self.value = value
        self.style = style
        self.start = start
        self.sourceText = String(source)
        self.sourceBytes = 0..<source.utf8.count
    }

    init(_ document: YAMLDocument, _ record: YAMLDocument.Record) {
        value = document.value(of: record)
        style = record.style
        start = record.range.start
        sourceText = document.text
        sourceBytes = Int(record.sourceBytes.lowerBound)..<Int(record.sourceBytes.upperBound)
    }

    /// The source text from the scalar's start mark to its end mark, quotes included.
    ///
    /// Kept so that a position inside `value` can be mapped back to a file
    /// location (see `ScalarLocator`) without paying for a table on every scalar.
    package var source: Substring {
        let utf8 = sourceText.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: sourceBytes.lowerBound)
        let upper = utf8.index(lower, offsetBy: sourceBytes.count)
        return sourceText[lower..<upper]
    }

    /// The line break of the line the scalar ends on, `\r\n` or `\n`, which text inserted around it matches; `\n`
    /// on the file's last line.
    package var lineBreak: String {
        let utf8 = sourceText.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: sourceBytes.upperBound)
        guard let newline = utf8[end...].firstIndex(of: UInt8(ascii: "\n")), newline > utf8.startIndex else {
            return "\n"
        }
        return utf8[utf8.index(before: newline)] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }

    /// The source text from this scalar's start to the end of `later`, a scalar after it on the same line of the
    /// same file: `n = n > 0 ? 1 : 2` as written where YAML read a key and a value. Nil when `later` is not after it.
    package func source(through later: YAMLScalar) -> Substring? {
        guard sourceText.utf8.count == later.sourceText.utf8.count,
            sourceBytes.lowerBound <= later.sourceBytes.lowerBound
        else { return nil }
        let utf8 = sourceText.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: sourceBytes.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: later.sourceBytes.upperBound)
        return sourceText[lower..<upper]
    }

    /// Runs `body` on the UTF-8 bytes of `source` and of `value`, in place when each is stored contiguously.
    @inline(__always)
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let found = sourceText.utf8.withContiguousStorageIfAvailable { whole in
            value.utf8.withContiguousStorageIfAvailable { value in
                body(UnsafeBufferPointer(rebasing: whole[sourceBytes]), value)
            }
        }
        if let found, let result = found { return result }
        var sourceCopy = String(source)
        var valueCopy = value
        return sourceCopy.withUTF8 { source in valueCopy.withUTF8 { value in body(source, value) } }
    }

    /// `~`, `null`, `Null`, `NULL` or nothing, written plain.
    package var isNull: Bool {
        style == .plain && Self.isNullSpelling(value)
    }

    /// Whether `value`, written plain, reads as null.
    static func isNullSpelling(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { isNullSpelling($0) }
    }

    /// Whether a value of these UTF-8 bytes, written plain, reads as null.
    static func isNullSpelling(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        switch value.count {
        case 0: return true
        case 1: return value[0] == UInt8(ascii: "~")
        case 4:
            let word = (UInt32(value[0]) << 24) | (UInt32(value[1]) << 16) | (UInt32(value[2]) << 8) | UInt32(value[3])
            // "null", "Null", "NULL" as big-endian words.
            return word == 0x6E75_6C6C || word == 0x4E75_6C6C || word == 0x4E55_4C4C
        default: return false
        }
    }

    /// Whether `value`, written plain and untagged, reads as a null, Bool, integer or float under the YAML 1.2
    /// core schema rather than as a string: `1`, `-2.5`, `1e3`, `0x1F`, `0o17`, `.inf`, `.nan`, `true`, `~`.
    static func readsAsNonString(_ value: String) -> Bool {
        if isNullSpelling(value) || NumberSyntax.classify(value) != nil { return true }
        // Every word below starts with one of these bytes, and no other first scalar makes a string equal to one: a
        // plain word (`Spacer`) is not compared with each of them.
        switch value.utf8.first {
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "."),
            UInt8(ascii: "+"), UInt8(ascii: "-"):
            break
        default:
            return NumberSyntax.radixDigits(value) != nil
        }
        switch value {
        case "true", "True", "TRUE", "false", "False", "FALSE": return true
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF": return true
        case ".nan", ".NaN", ".NAN": return true
        default: break
        }
        return NumberSyntax.radixDigits(value) != nil
    }

    package static func == (lhs: YAMLScalar, rhs: YAMLScalar) -> Bool {
        lhs.value == rhs.value && lhs.style == rhs.style && lhs.start == rhs.start && lhs.source == rhs.source
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(style)
        hasher.combine(start)
    }
}
