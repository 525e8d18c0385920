/// No decoration. A terminal draws it as it draws every text field.
public struct PlainTextFieldStyle: TextFieldStyle, Equatable, Sendable {
    public init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
