/// The style of each character of a text joined from texts styled differently, found again in the lines it is
/// wrapped into, which leave out the spaces and breaks they wrap at and may add a `…` where they are cut.
struct StyledCharacters {
    private let characters: [Character]
    private let styles: [CellStyle]
    /// Where in the text the next character drawn is looked for.
    private var cursor = 0
    private var previous: CellStyle?

    /// `styles` gives the style of each of so many characters.
    init(_ text: String, styles: (Int) -> [CellStyle]) {
        characters = Array(text)
        self.styles = styles(characters.count)
    }

    /// The style of `character`, the next one a wrapped line draws: that of the same character next in the text,
    /// or, for one the text does not have there (a `…`), that of the character before it.
    mutating func style(of character: Character) -> CellStyle? {
        if let index = characters[cursor...].firstIndex(of: character), index < styles.count {
            cursor = index + 1
            previous = styles[index]
        }
        return previous ?? styles.first
    }
}
