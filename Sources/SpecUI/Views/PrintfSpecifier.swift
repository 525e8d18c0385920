import Glibc

/// A printf-style format with one conversion, as `specifier:` takes it: `%d`, `%i`, `%x`, `%f`, `%.2f`, `%e`,
/// `%g`, `%s`, `%@`, with flags and a width, and `%%` anywhere.
///
/// A value of another kind than the conversion names is converted to it (`%d` of 2.7 is 2, `%.1f` of 3 is 3.0), so
/// no specifier reads what was not passed; a specifier without a conversion, with several, or with one that needs
/// more than the value (`*`, `%n`) is drawn as written.
struct PrintfSpecifier {
    /// The specifier with an integer conversion widened to 64 bits and `%@` made `%s`; nil when it is drawn as written.
    private let cFormat: String?
    private let conversion: Character?
    private let written: String

    init(_ specifier: String) {
        written = specifier
        var format = ""
        var conversion: Character?
        var characters = specifier[...]
        while let character = characters.popFirst() {
            format.append(character)
            guard character == "%" else { continue }
            if characters.first == "%" {
                format.append(characters.removeFirst())
                continue
            }
            let options = characters.prefix { "-+ #0123456789.".contains($0) }
            characters.removeFirst(options.count)
            let lengths = characters.prefix { "hlqLjzt".contains($0) }
            characters.removeFirst(lengths.count)
            guard conversion == nil, let named = characters.popFirst(), "diouxXfFeEgGaAs@".contains(named) else {
                self.cFormat = nil
                self.conversion = nil
                return
            }
            conversion = named
            format += options
            switch named {
            case "d", "i", "o", "u", "x", "X": format += "ll\(named)"
            case "@", "s": format += "s"
            default: format.append(named)
            }
        }
        self.cFormat = conversion == nil ? nil : format
        self.conversion = conversion
    }

    /// Whether the conversion writes a decimal point, which a locale may write otherwise.
    var writesDecimalPoint: Bool { cFormat != nil && conversion.map("fFeEgGaA".contains) == true }

    func format(integer value: some BinaryInteger) -> String {
        switch conversion {
        case "d", "i": formatted(Int64(clamping: value))
        case "o", "u", "x", "X": formatted(UInt64(truncatingIfNeeded: value))
        case "@", "s": format(description: "\(value)")
        default: formatted(Double(value))
        }
    }

    func format(floatingPoint value: Double) -> String {
        switch conversion {
        case "d", "i", "o", "u", "x", "X":
            value.isFinite ? format(integer: Int64(max(-9.2e18, min(9.2e18, value)))) : "\(value)"
        case "@", "s": format(description: "\(value)")
        default: formatted(value)
        }
    }

    func format(description: String) -> String {
        guard conversion == "@" || conversion == "s" else { return written }
        return description.withCString { formatted($0) }
    }

    /// The specifier with `argument` in its conversion, as C's `snprintf` formats it.
    private func formatted(_ argument: some CVarArg) -> String {
        guard let cFormat else { return written }
        let length = withVaList([argument]) { vsnprintf(nil, 0, cFormat, $0) }
        guard length >= 0 else { return written }
        var bytes = [CChar](repeating: 0, count: Int(length) + 1)
        _ = withVaList([argument]) { vsnprintf(&bytes, bytes.count, cFormat, $0) }
        return String(decoding: bytes.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
