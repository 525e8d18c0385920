/// The label in white, a cell of room on each side, over the accent color.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltinPrimitiveButtonStyle, Equatable, Sendable {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.button(drawnAs: self)
    }

    var builtin: BuiltinButtonStyle { .borderedProminent }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
