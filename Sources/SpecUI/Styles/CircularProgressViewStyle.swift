/// A spinner or a ring of progress, `.circular`: a terminal draws a progress view with a value as its bar and one
/// without as its spinner, in every style.
public struct CircularProgressViewStyle: ProgressViewStyle, Hashable, Sendable {
    public init() {}

    /// A tint for the style; a terminal's progress views keep their look, so it changes nothing.
    public init(tint: Color) {}
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
