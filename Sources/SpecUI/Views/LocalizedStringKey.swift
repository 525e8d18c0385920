/// The text of a `Text` written with SwiftUI's interpolations, such as a number with a printf-style specifier:
/// `Text("Total: \(price, specifier: "%.2f")")`.
///
/// SpecUI does not translate: the key is the text drawn, its formatted values in the environment's locale. A `Text` of a plain literal or interpolation still takes
/// the `String` initializer; only an interpolation that `String` does not have makes the key.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key's characters, its formatted values formatted in the locale the text is drawn in.
    let string: LocalizedString

    public init(_ value: String) {
        string = LocalizedString(verbatim: value)
    }

    public init(stringLiteral value: String) {
        string = LocalizedString(verbatim: value)
    }

    public init(stringInterpolation: StringInterpolation) {
        string = LocalizedString(stringInterpolation.pieces)
    }

    /// The key's characters in the default locale.
    var text: String { string.text }

    /// The pieces of a key as they are written: literal text, values and numbers formatted by a specifier.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [LocalizedString.Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(interpolationCount * 2 + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        /// Literal characters, joined to the literal before them.
        private mutating func append(_ literal: String) {
            if case .literal(let before) = pieces.last {
                pieces[pieces.count - 1] = .literal(before + literal)
            } else {
                pieces.append(.literal(literal))
            }
        }

        public mutating func appendInterpolation<Value>(_ value: Value) {
            pieces.append(.argument(String(describing: value)))
        }

        /// A floating-point number as SwiftUI's key writes one without a specifier, printf's `%lf`: six decimals,
        /// `3.500000`, its decimal point the locale's.
        public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: Value) {
            appendInterpolation(value, specifier: "%lf")
        }

        /// An image, drawn as the symbol `Image(systemName:)` draws: `Text("\(Image(systemName: "star")) Rated")`.
        @MainActor public mutating func appendInterpolation(_ image: Image) {
            pieces.append(.argument(image.symbol))
        }

        /// A text's characters, without its styles: `Text("Total: \(Text(total, format: .number))")`.
        @MainActor public mutating func appendInterpolation(_ other: Text) {
            for run in other.runs {
                for piece in run.text.pieces {
                    if case .literal(let literal) = piece {
                        pieces.append(.argument(literal))
                    } else {
                        pieces.append(piece)
                    }
                }
            }
        }

        /// An integer formatted by a printf-style specifier: `\(count, specifier: "%03d")`.
        public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value, specifier: String) {
            let specifier = PrintfSpecifier(specifier)
            append(number: specifier.format(integer: value), of: specifier)
        }

        /// A floating-point number formatted by a printf-style specifier: `\(price, specifier: "%.2f")`.
        public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: Value, specifier: String) {
            let specifier = PrintfSpecifier(specifier)
            append(number: specifier.format(floatingPoint: Double(value)), of: specifier)
        }

        /// A number `specifier` wrote, its decimal point the locale's when the conversion writes one (`%f`, `%e`,
        /// `%g`), as `String(format:locale:)` writes it.
        private mutating func append(number: String, of specifier: PrintfSpecifier) {
            pieces.append(specifier.writesDecimalPoint ? .decimal(number) : .argument(number))
        }

        /// A value formatted by a Foundation format style in the environment's locale:
        /// `\(price, format: .currency(code: "EUR"))`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            pieces.append(.formatted(FormattedValue(input, format: format)))
        }

        /// Any value formatted by a specifier for text (`%@`, `%s`, with a width: `%-8@`), its description.
        public mutating func appendInterpolation<Value>(_ value: Value, specifier: String) {
            pieces.append(.argument(PrintfSpecifier(specifier).format(description: String(describing: value))))
        }
    }
}
