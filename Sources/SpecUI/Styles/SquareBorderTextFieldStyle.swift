/// A square border around the field. A terminal draws it as it draws every text field.
public struct SquareBorderTextFieldStyle: TextFieldStyle, Equatable, Sendable {
    public init() {}
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}
