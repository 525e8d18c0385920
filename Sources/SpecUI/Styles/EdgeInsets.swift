/// Padding on each edge, as lengths in cells: `.padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))`.
///
/// `leading` and `trailing` follow the layout direction: right to left, `leading` is the right edge. A length is
/// rounded to whole cells, and a negative one is no padding.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
