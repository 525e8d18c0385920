/// One of a fixed set of words a spec may write as a value (a font, a color, an alignment).
protocol SpecWord: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// Every case by its spelling.
    static var words: WordTable<Self> { get }
}

extension SpecWord {
    /// The words of `allCases`, for a conformance's `words`.
    static func makeWords() -> WordTable<Self> { WordTable(allCases.map { ($0.rawValue, $0) }) }
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
