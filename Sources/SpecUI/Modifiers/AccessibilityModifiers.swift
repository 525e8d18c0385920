extension View {
    /// Names the controls inside for assistive technology and for `tap`, `--tap` and a session's handles, in
    /// place of their titles: `Button { add() } label: { Image(systemName: "plus") }.accessibilityLabel("Add")`.
    /// Inside a control's label it names the view it modifies, in place of that view's texts.
    public func accessibilityLabel(_ label: Text) -> some View {
        styled(.accessibilityLabel(label.content)).environment(\.accessibility.label, label.content)
    }

    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(label))
    }

    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// Describes what activating the controls inside does, read after their label.
    public func accessibilityHint(_ hint: Text) -> some View {
        environment(\.accessibility.hint, hint.content)
    }

    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hint))
    }

    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(hint))
    }

    /// The value the controls inside announce: `"3 of 5"` for a rating.
    public func accessibilityValue(_ value: Text) -> some View {
        environment(\.accessibility.value, value.content)
    }

    public func accessibilityValue(_ value: LocalizedStringKey) -> some View {
        accessibilityValue(Text(value))
    }

    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(value))
    }

    /// Hides the controls inside from assistive technology and UI tests: `tap` and `--tap` do not find them,
    /// while they are drawn and keys still focus them.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        environment(\.accessibility.isHidden, hidden)
    }
}
