/// The text of a `Text` written with SwiftUI's interpolations, such as a number with a printf-style specifier:
/// `Text("Total: \(price, specifier: "%.2f")")`.
///
/// SpecUI does not localize: the key is the text drawn. A `Text` of a plain literal or interpolation still takes
/// the `String` initializer; only an interpolation that `String` does not have makes the key.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let text: String

    public init(_ value: String) {
        text = value
    }

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// The pieces of a key as they are written: literal text, values and numbers formatted by a specifier.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation<Value>(_ value: Value) {
            text += String(describing: value)
        }

        /// An image, drawn as the symbol `Image(systemName:)` draws: `Text("\(Image(systemName: "star")) Rated")`.
        @MainActor public mutating func appendInterpolation(_ image: Image) {
            text += image.symbol
        }

        /// A text's characters, without its styles: `Text("Total: \(Text(total, format: .number))")`.
        @MainActor public mutating func appendInterpolation(_ other: Text) {
            text += other.content
        }

        /// An integer formatted by a printf-style specifier: `\(count, specifier: "%03d")`.
        public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value, specifier: String) {
            text += PrintfSpecifier(specifier).format(integer: value)
        }

        /// A floating-point number formatted by a printf-style specifier: `\(price, specifier: "%.2f")`.
        public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: Value, specifier: String) {
            text += PrintfSpecifier(specifier).format(floatingPoint: Double(value))
        }

        /// A value formatted by a Foundation format style: `\(price, format: .currency(code: "EUR"))`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            text += format.format(input)
        }

        /// Any value formatted by a specifier for text (`%@`, `%s`, with a width: `%-8@`), its description.
        public mutating func appendInterpolation<Value>(_ value: Value, specifier: String) {
            text += PrintfSpecifier(specifier).format(description: String(describing: value))
        }
    }
}
