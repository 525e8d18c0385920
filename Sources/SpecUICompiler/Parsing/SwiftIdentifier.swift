/// Swift's identifier grammar and reserved words, for names written in specs.
package enum SwiftIdentifier {
    /// Words that cannot be used as a name without backticks; a spec using one gets an error. Contextual
    /// keywords (`open`, `borrowing`, `consuming`, `nonisolated`, `mutating`, `some`, …) name a property, a
    /// parameter or an enum case as written, so they are not here.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Names the generated code itself declares inside a view, which a spec name would shadow.
    package static let reservedMembers: Set<String> = ["body", "previews"]

    private static let keywordTable = WordTable(Array(keywords))
    private static let reservedMemberTable = WordTable(Array(reservedMembers))

    /// Whether `name` follows Swift's identifier grammar (keywords are checked separately).
    package static func isValid(_ name: String) -> Bool {
        if let ascii = isValidASCII(name) { return ascii }
        guard let first = name.unicodeScalars.first else { return false }
        guard isHead(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { isHead($0) || isBody($0) }
    }

    /// The names of a path written as text, `todo.title`, when each follows Swift's identifier grammar; nil for
    /// anything else (`todo.`, `a b`, an empty text).
    package static func pathNames(_ text: Substring) -> [Substring]? {
        let names = text.split(separator: ".", omittingEmptySubsequences: false)
        return names.allSatisfy({ isValid(String($0)) }) ? names : nil
    }

    /// `isValid` for an all-ASCII name, read byte by byte; nil when the name has other characters.
    private static func isValidASCII(_ name: String) -> Bool? {
        // Contiguous bytes read much faster than a string's UTF-8 view.
        if let valid = name.utf8.withContiguousStorageIfAvailable({ isValidASCII(bytes: $0) }) { return valid }
        return isValidASCII(bytes: name.utf8)
    }

    /// `isValidASCII` on the name's UTF-8 bytes.
    private static func isValidASCII<Bytes: Collection<UInt8>>(bytes: Bytes) -> Bool? {
        var utf8 = bytes.makeIterator()
        guard let first = utf8.next() else { return false }
        guard first < 0x80 else { return nil }
        // An ASCII character that cannot stand where it is makes the name invalid, whatever follows.
        guard isASCIILetter(first) else { return false }
        while let byte = utf8.next() {
            guard byte < 0x80 else { return nil }
            guard isASCIILetter(byte) || (0x30...0x39).contains(byte) else { return false }
        }
        return true
    }

    /// `A`–`Z`, `a`–`z` or `_`.
    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }

    package static func isKeyword(_ name: String) -> Bool { keywordTable.contains(name) }

    /// Whether `name` is one of `reservedMembers`.
    package static func isReservedMember(_ name: String) -> Bool { reservedMemberTable.contains(name) }

    /// `UpperCamelCase`: starts with an uppercase letter.
    package static func isUpperCamelCase(_ name: String) -> Bool {
        // An ASCII byte followed by ASCII (or nothing) starts a character that is uppercase only for A–Z.
        var utf8 = name.utf8.makeIterator()
        if let first = utf8.next(), first < 0x80, utf8.next().map({ $0 < 0x80 }) ?? true {
            return (0x41...0x5A).contains(first)
        }
        return name.first.map { $0.isUppercase } ?? false
    }

    // Swift's identifier-head and identifier-character ranges (The Swift Programming Language, Lexical Structure).
    private static func isHead(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: true
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: true
        case 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF: true
        case 0x1E00...0x1FFF, 0x203F...0x2040, 0x2054: true
        // Zero-width and bidirectional controls are identifier characters in Swift's grammar, but a
        // name carrying them reads differently from what it is (Trojan Source), so specs may not use them.
        case 0x200B...0x200D, 0x202A...0x202E, 0x2060...0x206F: false
        case 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793: true
        case 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF: true
        case 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD: true
        case 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD: true
        case 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD: true
        case 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD: true
        default: false
        }
    }

    private static func isBody(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: false
        }
    }
}
