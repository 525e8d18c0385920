/// A compact date picker, `.compact`; a terminal draws it as a stepper of its date, as it draws every date picker
/// style.
public struct CompactDatePickerStyle: DatePickerStyle, Hashable, Sendable {
    public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
