/// How a date picker is drawn; a terminal draws every style as a stepper of its date.
public protocol DatePickerStyle {}

/// SwiftUI's date picker styles, each drawn as a terminal's stepper.
public struct BuiltinDatePickerStyle: DatePickerStyle, Hashable, Sendable {
    let name: String
}

extension DatePickerStyle where Self == BuiltinDatePickerStyle {
    public static var automatic: BuiltinDatePickerStyle { BuiltinDatePickerStyle(name: "automatic") }
    public static var compact: BuiltinDatePickerStyle { BuiltinDatePickerStyle(name: "compact") }
    public static var graphical: BuiltinDatePickerStyle { BuiltinDatePickerStyle(name: "graphical") }
    public static var wheel: BuiltinDatePickerStyle { BuiltinDatePickerStyle(name: "wheel") }
}

extension View {
    /// The style of the date pickers inside: a terminal draws every one as a stepper of its date.
    public func datePickerStyle(_ style: some DatePickerStyle) -> Self { self }
}
