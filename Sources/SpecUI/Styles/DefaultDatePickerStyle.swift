/// The default date picker style, `.automatic`; a terminal draws it as a stepper of its date, as it draws every date
/// picker style.
public struct DefaultDatePickerStyle: DatePickerStyle, Hashable, Sendable {
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
