/// A text's characters as the locale it is shown in writes them: literal text, and values formatted by a format
/// style or a printf-style specifier, formatted when the text is drawn in the environment's locale, as SwiftUI
/// formats them.
struct LocalizedString: Equatable, Sendable {
    enum Piece: Equatable, Sendable {
        case literal(String)
        /// A value interpolated into a key, as it describes itself: text, which Markdown does not read.
        case argument(String)
        /// A number a printf-style specifier wrote, its decimal point the locale's: `3.50` is `3,50` in German.
        case decimal(String)
        case formatted(FormattedValue)
    }

    var pieces: [Piece]

    init(_ pieces: [Piece]) {
        self.pieces = pieces
    }

    init(verbatim content: String) {
        pieces = [.literal(content)]
    }

    /// The locale of a text shown outside a view's environment, as where a tap finds a control by its title.
    static let defaultLocale = LocaleKey.defaultValue

    /// The characters in `locale`.
    func resolved(in locale: Locale) -> String {
        pieces.map { piece in
            switch piece {
            case .literal(let text), .argument(let text): text
            case .decimal(let number): number.replacingOccurrences(of: ".", with: locale.decimalSeparator ?? ".")
            case .formatted(let value): value.text(in: locale)
            }
        }.joined()
    }

    /// The characters in the locale a view's environment has by default.
    var text: String { resolved(in: Self.defaultLocale) }
}
