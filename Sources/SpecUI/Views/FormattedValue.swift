/// A value and the format style that shows it, formatted in the locale a text is drawn in:
/// `Text(price, format: .currency(code: "USD"))` is `$3.50` in the United States and `3,50 $` in Germany.
///
/// The style's own locale gives way to the environment's, as SwiftUI's `Text` sets it (docs/RUNTIME.md).
struct FormattedValue: Equatable, @unchecked Sendable {
    // `FormatStyle` does not ask its input to be `Sendable`; the input is kept as it was given and only read.
    private let box: any FormattedValueBox

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        box = Box(input: input, format: format)
    }

    func text(in locale: Locale) -> String { box.text(in: locale) }

    static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool { lhs.box.isEqual(to: rhs.box) }

    private struct Box<F: FormatStyle>: FormattedValueBox where F.FormatInput: Equatable, F.FormatOutput == String {
        let input: F.FormatInput
        let format: F

        func text(in locale: Locale) -> String { format.locale(locale).format(input) }

        func isEqual(to other: any FormattedValueBox) -> Bool {
            guard let other = other as? Self else { return false }
            return other.input == input && other.format == format
        }
    }
}

private protocol FormattedValueBox {
    func text(in locale: Locale) -> String
    func isEqual(to other: any FormattedValueBox) -> Bool
}
