/// How a shape's outline is stroked. A terminal draws every outline as one line of characters, so the width, the
/// caps, the joins and the dashes change nothing drawn.
public struct StrokeStyle: Sendable, Equatable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How a stroke ends.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How a stroke turns a corner.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
