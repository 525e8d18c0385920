extension View {
    /// Asks for the software keyboard `type` in the text fields inside; a terminal's keyboard types everything.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.textInputTraits.keyboardType, type)
    }

    /// Asks a software keyboard to shift to capitals as `autocapitalization` says (nil for the platform's choice);
    /// a terminal's keyboard types what is pressed.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.textInputTraits.autocapitalization, autocapitalization)
    }

    /// Asks the text fields inside not to autocorrect; a terminal never corrects what is typed.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// The older spelling of `autocorrectionDisabled(_:)`; nil leaves the choice to the platform.
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.autocorrectionDisabled, disable ?? false)
    }

    /// Titles a software keyboard's Return key; a terminal's Return key submits whatever its title.
    public func submitLabel(_ label: SubmitLabel) -> some View {
        environment(\.textInputTraits.submitLabel, label)
    }

    /// Tells autofill what the text fields inside hold; a terminal has no autofill.
    public func textContentType(_ type: UITextContentType?) -> some View {
        environment(\.textInputTraits.contentType, type)
    }
}
