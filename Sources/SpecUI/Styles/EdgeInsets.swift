/// Padding on each edge, as lengths in cells: `.padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))`.
///
/// `leading` and `trailing` follow the layout direction: right to left, `leading` is the right edge. A length is
/// rounded to whole cells, and a negative one is no padding.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
