/// Recognizes YAML 1.2 core-schema numbers in plain scalars: decimal `42`, `-3`, `0.5`, `1e3`, `.5`, and the
/// octal and hexadecimal integers `0o17`, `0x1F`.
enum NumberSyntax {
    enum Kind: Equatable {
        case integer
        case double
    }

    /// What a plain scalar spelling an integer holds.
    enum Integer: Equatable {
        case value(Int)
        /// An integer outside Int's range.
        case overflow
    }

    /// The integer a plain scalar spells, decimal (`-42`), octal (`0o17`) or hexadecimal (`0x1F`); nil for
    /// anything else.
    static func integer(_ text: String) -> Integer? {
        if classify(text) == .integer { return Int(text).map(Integer.value) ?? .overflow }
        guard let (digits, radix) = radixDigits(text) else { return nil }
        return Int(digits, radix: radix).map(Integer.value) ?? .overflow
    }

    /// Whether `text` spells an integer, a double, or neither.
    static func classify(_ text: String) -> Kind? {
        // The grammar is all ASCII, so it is read on UTF-8 bytes: any other byte leaves text unread.
        if let result: Kind? = text.utf8.withContiguousStorageIfAvailable({ classify(bytes: $0) }) { return result }
        return classify(bytes: Array(text.utf8))
    }

    private static func classify<Bytes: RandomAccessCollection<UInt8>>(bytes: Bytes) -> Kind? {
        var index = bytes.startIndex
        func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        func skipDigits() -> Int {
            var count = 0
            while let byte = peek(), isDigit(byte) {
                bytes.formIndex(after: &index)
                count += 1
            }
            return count
        }
        if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes.formIndex(after: &index) }
        let integerDigits = skipDigits()
        var fractionDigits = 0
        var isDouble = false
        if peek() == UInt8(ascii: ".") {
            isDouble = true
            bytes.formIndex(after: &index)
            fractionDigits = skipDigits()
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            isDouble = true
            bytes.formIndex(after: &index)
            if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes.formIndex(after: &index)
            }
            guard skipDigits() > 0 else { return nil }
        }
        guard index == bytes.endIndex else { return nil }
        return isDouble ? .double : .integer
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// The digits and radix of a YAML 1.2 core-schema octal or hexadecimal integer: `0o17`, `0x1F`.
    static func radixDigits(_ text: String) -> (digits: Substring, radix: Int)? {
        let utf8 = text.utf8
        guard utf8.count > 2, utf8.first == UInt8(ascii: "0") else { return nil }
        let marker = utf8[utf8.index(after: utf8.startIndex)]
        let digits = text.dropFirst(2)
        switch marker {
        case UInt8(ascii: "o") where digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }):
            return (digits, 8)
        case UInt8(ascii: "x") where digits.utf8.allSatisfy({ $0 < 0x80 && Character(Unicode.Scalar($0)).isHexDigit }):
            return (digits, 16)
        default:
            return nil
        }
    }
}
