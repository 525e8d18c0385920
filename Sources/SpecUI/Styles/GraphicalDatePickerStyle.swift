/// A calendar-like date picker, `.graphical`; a terminal draws it as a stepper of its date, as it draws every date
/// picker style.
public struct GraphicalDatePickerStyle: DatePickerStyle, Hashable, Sendable {
    public init() {}
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
