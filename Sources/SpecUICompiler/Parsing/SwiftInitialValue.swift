/// A state's initial value as a Swift declaration writes it (`"Caf\u{E9}"`, `1_000`, `Mood.happy // default`),
/// and the same value as the spec writes it in a flow mapping (`"Caf\u00E9"`, `1000`, `.happy`).
///
/// A fix-it that copied Swift's spelling into YAML would not fix: YAML has no `\u{...}` escape, reads `1_000` as
/// a string and `//` as text. A value that has no such spelling (an interpolation, a raw or multi-line string, a
/// string that does not end where the value does) has none, and is offered no fix-it.
enum SwiftInitialValue {
    /// The value of a state of `type` (nil when not written) written as `swift`, as the spec writes it; nil when it
    /// has no such spelling.
    static func yaml(_ swift: String, type: String?) -> String? {
        guard let value = withoutComment(swift) else { return nil }
        if value == "nil" { return "null" }
        if value.hasPrefix("\"") { return string(value) }
        if let number = number(value) { return number }
        // `Mood.happy` for a state of type `Mood`: the type is known, as in an explicit form's `initial:`.
        if let type, value.hasPrefix(type + "."), SwiftIdentifier.isValid(String(value.dropFirst(type.count + 1))) {
            return String(value.dropFirst(type.count))
        }
        return value
    }

    /// `swift` without a `//` comment after it, trimmed; nil when it is only a comment.
    private static func withoutComment(_ swift: String) -> String? {
        var end = swift.endIndex
        var previous: Character?
        SwiftCallSpelling.visitOutsideStrings(swift[...]) { index, character in
            defer { previous = character }
            guard character == "/", previous == "/" else { return true }
            end = swift.index(before: index)
            return false
        }
        let value = swift[..<end].trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : value
    }

    /// A Swift string literal that is the whole of `literal`, as a YAML double-quoted scalar.
    private static func string(_ literal: String) -> String? {
        let scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2, scalars.last == "\"", !literal.hasPrefix("\"\"\"") else { return nil }
        var yaml = "\""
        var index = 1
        while index < scalars.count - 1 {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\"": return nil
            case "\\":
                guard index < scalars.count - 1 else { return nil }
                let letter = scalars[index]
                index += 1
                switch letter {
                case "\\", "\"", "n", "t", "r", "0": yaml += "\\" + String(letter)
                case "'": yaml += "'"
                case "u":
                    guard scalars[index] == "{", let close = scalars[index...].firstIndex(of: "}"),
                        let value = UInt32(String(String.UnicodeScalarView(scalars[index + 1..<close])), radix: 16),
                        Unicode.Scalar(value) != nil
                    else { return nil }
                    yaml += escape(value)
                    index = close + 1
                default:
                    // `\(` interpolates, which a literal cannot.
                    return nil
                }
            default:
                yaml.unicodeScalars.append(scalar)
            }
        }
        return yaml + "\""
    }

    /// `\u00E9` or `\U0001F600`: YAML's escape of a code point.
    private static func escape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        let width = value <= 0xFFFF ? 4 : 8
        return (value <= 0xFFFF ? "\\u" : "\\U") + String(repeating: "0", count: width - hex.count) + hex
    }

    /// A number Swift spells with `_` between digits or in hexadecimal, octal or binary, in decimal digits alone.
    private static func number(_ value: String) -> String? {
        let negative = value.hasPrefix("-")
        let digits = negative ? value.dropFirst() : value[...]
        let sign = negative ? "-" : ""
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            guard let number = Int(digits.dropFirst(2).filter { $0 != "_" }, radix: radix) else { return nil }
            return sign + String(number)
        }
        guard digits.contains("_"), digits.first?.isNumber == true else { return nil }
        let plain = digits.filter { $0 != "_" }
        guard plain.allSatisfy({ $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-" || $0 == "+" }) else {
            return nil
        }
        return sign + plain
    }
}
