/// The platform's default look: the selected option between arrows, as a menu draws.
public struct DefaultPickerStyle: PickerStyle, BuiltinPickerStyle, Equatable, Sendable {
    public init() {}

    var kind: PickerStyleKind { .automatic }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
