/// A wheel of dates, `.wheel`; a terminal draws it as a stepper of its date, as it draws every date picker style.
public struct WheelDatePickerStyle: DatePickerStyle, Hashable, Sendable {
    public init() {}
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
