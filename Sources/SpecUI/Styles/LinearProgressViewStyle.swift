/// A bar of progress, `.linear`: a terminal draws a progress view with a value as its bar and one without as its
/// spinner, in every style.
public struct LinearProgressViewStyle: ProgressViewStyle, Hashable, Sendable {
    public init() {}

    /// A tint for the style; a terminal's progress views keep their look, so it changes nothing.
    public init(tint: Color) {}
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
