/// How a date picker is drawn; a terminal draws every style as a stepper of its date.
public protocol DatePickerStyle {}

extension View {
    /// The style of the date pickers inside: a terminal draws every one as a stepper of its date.
    public func datePickerStyle(_ style: some DatePickerStyle) -> Self { self }
}
