/// The default progress view style, `.automatic`: a terminal draws a progress view with a value as its bar and one
/// without as its spinner, in every style.
public struct DefaultProgressViewStyle: ProgressViewStyle, Hashable, Sendable {
    public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
