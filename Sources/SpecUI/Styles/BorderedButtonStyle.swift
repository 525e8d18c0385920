/// The label in the accent color, a cell of room on each side, over a gray fill.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltinPrimitiveButtonStyle, Equatable, Sendable {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.button(drawnAs: self)
    }

    var builtin: BuiltinButtonStyle { .bordered }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
