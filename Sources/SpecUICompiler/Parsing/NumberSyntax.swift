/// Recognizes YAML 1.2 core-schema decimal numbers in plain scalars: `42`, `-3`, `0.5`, `1e3`, `.5`.
enum NumberSyntax {
    enum Kind: Equatable {
        case integer
        case double
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
}
