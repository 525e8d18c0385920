/// The platform's default look. A terminal draws it as it draws every text field.
public struct DefaultTextFieldStyle: TextFieldStyle, Equatable, Sendable {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
