/// One of a fixed set of words a spec writes: a key (a view, a modifier, an argument, a top-level section) or a
/// value (a font, a color, an alignment).
protocol SpecWord: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// Every case by its spelling.
    static var words: WordTable<Self> { get }
}

extension SpecWord {
    /// The words of `allCases`, for a conformance's `words`.
    static func makeWords() -> WordTable<Self> { WordTable(allCases.map { ($0.rawValue, $0) }) }

    /// The case spelled `word`, or nil when `word` spells none.
    static func named(_ word: String) -> Self? { words[word] }

    /// The case a scalar node spells, read from the document without making a string; nil for a collection.
    static func named(scalarOf node: YAMLNode) -> Self? {
        node.withScalarValue { words[utf8: $0] } ?? nil
    }
}

extension HorizontalAlignment: SpecWord {
    static let words = makeWords()
}

extension VerticalAlignment: SpecWord {
    static let words = makeWords()
}

extension Alignment: SpecWord {
    static let words = makeWords()
}

extension EdgeSet: SpecWord {
    static let words = makeWords()
}

extension Font: SpecWord {
    static let words = makeWords()
}

extension Color: SpecWord {
    static let words = makeWords()
}
