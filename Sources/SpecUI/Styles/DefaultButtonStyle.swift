/// The platform's default style; in a terminal, the label in the accent color.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltinPrimitiveButtonStyle, Equatable, Sendable {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.button(drawnAs: self)
    }

    var builtin: BuiltinButtonStyle { .borderless }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
