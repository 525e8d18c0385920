/// One lexical unit of an expression or statement, with its offsets in the scalar.
struct Token {
    enum Kind {
        case integer(Int)
        case double(Double)
        case string([StringPiece])
        case identifier(String)
        /// `$name`: the start of a binding.
        case bindingName(String)
        /// Punctuation and operators: `(`, `,`, `.`, `+=`, `..<`, ...
        case symbol(String)
        case end
    }

    /// A piece of a string literal: decoded text, or the tokens of one `{...}` interpolation.
    enum StringPiece {
        case text(String)
        case interpolation([Token], offsets: Range<Int>)
    }

    var kind: Kind
    var offsets: Range<Int>
    /// Whether whitespace separates this token from the previous one.
    var spaceBefore: Bool

    func isSymbol(_ text: String) -> Bool {
        if case .symbol(let symbol) = kind { return symbol == text }
        return false
    }

    var symbol: String? {
        if case .symbol(let symbol) = kind { return symbol }
        return nil
    }

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    var isEnd: Bool {
        if case .end = kind { return true }
        return false
    }
}
