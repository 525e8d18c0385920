/// Recognizes YAML 1.2 core-schema decimal numbers in plain scalars: `42`, `-3`, `0.5`, `1e3`, `.5`.
enum NumberSyntax {
    enum Kind: Equatable {
        case integer
        case double
    }

    /// Whether `text` spells an integer, a double, or neither.
    static func classify(_ text: String) -> Kind? {
        var scalars = Substring(text).unicodeScalars[...]
        if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
        let integerDigits = scalars.prefix(while: isDigit).count
        scalars = scalars.dropFirst(integerDigits)
        var fractionDigits = 0
        var isDouble = false
        if scalars.first == "." {
            isDouble = true
            scalars = scalars.dropFirst()
            fractionDigits = scalars.prefix(while: isDigit).count
            scalars = scalars.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if let e = scalars.first, e == "e" || e == "E" {
            isDouble = true
            scalars = scalars.dropFirst()
            if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
            let exponentDigits = scalars.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return nil }
            scalars = scalars.dropFirst(exponentDigits)
        }
        guard scalars.isEmpty else { return nil }
        return isDouble ? .double : .integer
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
