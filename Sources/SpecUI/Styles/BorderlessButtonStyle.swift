/// The label in the accent color, with no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltinPrimitiveButtonStyle, Equatable, Sendable {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.button(drawnAs: self)
    }

    var builtin: BuiltinButtonStyle { .borderless }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
