/// The label as it is, in the color around it, neither tinted nor bordered.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltinPrimitiveButtonStyle, Equatable, Sendable {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.button(drawnAs: self)
    }

    var builtin: BuiltinButtonStyle { .plain }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
