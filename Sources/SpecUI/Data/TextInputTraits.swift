/// What the text fields inside were told about the text they take, for a software keyboard and autofill, set
/// with `keyboardType(_:)`, `textInputAutocapitalization(_:)`, `autocorrectionDisabled(_:)`, `submitLabel(_:)`
/// and `textContentType(_:)`.
///
/// A terminal has a hardware keyboard and no autofill, so nothing here changes what a field draws or takes; the
/// traits are kept so that a view reading `autocorrectionDisabled` sees what was set.
struct TextInputTraits: Equatable, Sendable {
    var keyboardType = UIKeyboardType.default
    var autocapitalization: TextInputAutocapitalization?
    var autocorrectionDisabled = false
    var submitLabel = SubmitLabel.return
    var contentType: UITextContentType?
}
