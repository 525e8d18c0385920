/// One lexical unit of an expression or statement, with its byte offsets in the scalar's UTF-8 text.
///
/// A token holds no string, so copying one costs no reference counting: names
/// and string contents are read from the source when the parser needs them.
struct Token {
    enum Kind {
        case integer(Int)
        case double(Double)
        /// A string literal; the tokens of its interpolations follow it, up to the token at index `after`.
        case string(after: Int)
        case identifier
        /// `$name`: the start of a binding.
        case bindingName
        /// Punctuation and operators: `(`, `,`, `.`, `+=`, `..<`, ...
        case symbol(Punctuation)
        /// The end of the tokens; `after` is the offset past the `}` that closes an interpolation.
        case end(after: Int)
    }

    var kind: Kind
    var offsets: Range<Int>
    /// Whether whitespace separates this token from the previous one.
    var spaceBefore: Bool

    func isSymbol(_ expected: Punctuation) -> Bool {
        if case .symbol(let symbol) = kind { return symbol == expected }
        return false
    }

    var symbol: Punctuation? {
        if case .symbol(let symbol) = kind { return symbol }
        return nil
    }

    var isIdentifier: Bool {
        if case .identifier = kind { return true }
        return false
    }

    var isEnd: Bool {
        if case .end = kind { return true }
        return false
    }
}
