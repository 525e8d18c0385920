/// A rectangle with rounded corners: `RoundedRectangle(cornerRadius: 4).stroke(.blue)`.
///
/// The radius is in cells, as every length is, and no more than half the shorter side; a terminal draws a
/// corner rounded by a character (`╭`), so only a radius longer than a row cuts cells off the corners. Both
/// corner styles draw the same.
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The radius, in columns: the width of `cornerSize`.
    public var cornerRadius: CGFloat { cornerSize.width }

    /// A radius of `cornerRadius` columns, which is half as many rows, as a row is drawn twice as tall.
    public func path(in rect: CGRect) -> Path {
        Self.path(in: rect, radius: min(cornerRadius, Self.drawnShorterSide(of: rect) / 2))
    }

    public var _outline: ResolvedShape.Outline { .roundedRectangle(cornerRadius: cornerRadius) }

    /// The shorter side of `rect` as drawn, in columns: a row is as long as two columns.
    static func drawnShorterSide(of rect: CGRect) -> CGFloat {
        min(rect.width, rect.height * 2)
    }

    /// A rounded rectangle whose corners are `radius` columns wide and half as many rows tall.
    static func path(in rect: CGRect, radius: CGFloat) -> Path {
        Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius / 2))
    }
}
