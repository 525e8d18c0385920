/// A rounded border around the field. A terminal draws it as it draws every text field.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Equatable, Sendable {
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
