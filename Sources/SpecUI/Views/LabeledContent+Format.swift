import Foundation

extension LabeledContent where Label == Text, Content == Text {
    /// A titled row whose value is written by a Foundation format style, in gray as a `value:` is:
    /// `LabeledContent("Total", value: total, format: .currency(code: "EUR"))`; it is formatted in the
    /// environment's locale, as `Text(_:format:)` formats.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(titleKey) { Text(value, format: format).foregroundColor(.gray) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init<F: FormatStyle>(_ title: some StringProtocol, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(title) { Text(value, format: format).foregroundColor(.gray) }
    }
}
