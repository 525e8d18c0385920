/// An outline of lines and curves, as a custom shape's `path(in:)` draws it; as a view it fills the room it is
/// offered.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         var path = Path()
///         path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///         path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///         path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///         path.closeSubpath()
///         return path
///     }
/// }
/// ```
///
/// Coordinates are terminal cells, as every length is: `x` counts columns and `y` rows from the top leading
/// corner, so the cell at column 2, row 1 spans `x` 2 to 3 and `y` 1 to 2. Angles grow clockwise, as in SwiftUI,
/// whose `y` grows downward too.
public struct Path: Sendable, Equatable {
    /// One step of a path.
    public enum Element: Sendable, Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The steps in the order they were added.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path built by `callback`: `Path { path in path.addRect(rect) }`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with corners rounded by `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse that fills `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the last element ends; nil for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    /// A straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
    }

    /// Lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve from the current point to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// A cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the subpath with a line back to where it started.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// A closed subpath around `rect`, clockwise from its top leading corner.
    public mutating func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    /// A closed subpath around each rectangle.
    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// A closed rounded rectangle; the corners are no larger than half of each side.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
    ) {
        let rect = rect.standardized
        let width = min(max(0, cornerSize.width), rect.width / 2)
        let height = min(max(0, cornerSize.height), rect.height / 2)
        guard width > 0, height > 0 else { return addRect(rect) }
        move(to: CGPoint(x: rect.minX + width, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - width, y: rect.minY))
        addCorner(center: CGPoint(x: rect.maxX - width, y: rect.minY + height), width, height, from: -90)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - height))
        addCorner(center: CGPoint(x: rect.maxX - width, y: rect.maxY - height), width, height, from: 0)
        addLine(to: CGPoint(x: rect.minX + width, y: rect.maxY))
        addCorner(center: CGPoint(x: rect.minX + width, y: rect.maxY - height), width, height, from: 90)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + height))
        addCorner(center: CGPoint(x: rect.minX + width, y: rect.minY + height), width, height, from: 180)
        closeSubpath()
    }

    /// The closed ellipse that fills `rect`, clockwise from the middle of its trailing side.
    public mutating func addEllipse(in rect: CGRect) {
        let rect = rect.standardized
        let center = CGPoint(x: rect.midX, y: rect.midY)
        move(to: CGPoint(x: rect.maxX, y: rect.midY))
        for quarter in 0..<4 {
            addCorner(center: center, rect.width / 2, rect.height / 2, from: Double(quarter) * 90)
        }
        closeSubpath()
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle`, with a line to its start from the
    /// current point. As in SwiftUI, whose `y` grows downward, `clockwise: false` draws the arc clockwise on
    /// screen, the way angles grow, and `clockwise: true` the other way.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        var sweep = endAngle.radians - startAngle.radians
        let turn = 2 * Double.pi
        if clockwise {
            while sweep > 0 { sweep -= turn }
        } else {
            while sweep < 0 { sweep += turn }
        }
        let start = Self.point(on: center, radius, radius, at: startAngle.radians)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        // Quarter turns or less, each one cubic curve.
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        for piece in 0..<pieces {
            addArcPiece(
                center: center, radius, radius, from: startAngle.radians + Double(piece) * step, sweep: step)
        }
    }

    /// An arc of `radius` that turns from the line toward `tangent1End` into the line from there toward
    /// `tangent2End`, with a line to where it starts.
    public mutating func addArc(tangent1End corner: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let current = currentPoint else { return move(to: corner) }
        // Unit vectors from the corner back along the first line and on along the second.
        let back = Self.unit(from: corner, to: current)
        let on = Self.unit(from: corner, to: tangent2End)
        let cosine = back.x * on.x + back.y * on.y
        guard radius > 0, back != .zero, on != .zero, abs(cosine) < 1 - 1e-9 else { return addLine(to: corner) }
        let halfAngle = acos(cosine) / 2
        let toTangent = radius / tan(halfAngle)
        let start = CGPoint(x: corner.x + back.x * toTangent, y: corner.y + back.y * toTangent)
        let end = CGPoint(x: corner.x + on.x * toTangent, y: corner.y + on.y * toTangent)
        let bisector = Self.unit(from: .zero, to: CGPoint(x: back.x + on.x, y: back.y + on.y))
        let toCenter = radius / sin(halfAngle)
        let center = CGPoint(x: corner.x + bisector.x * toCenter, y: corner.y + bisector.y * toCenter)
        addLine(to: start)
        let from = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - from
        if sweep > Double.pi { sweep -= 2 * Double.pi }
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        addArcPiece(center: center, radius, radius, from: from, sweep: sweep)
    }

    /// The unit vector from `start` toward `end`, as a point; `.zero` when they are one point.
    private static func unit(from start: CGPoint, to end: CGPoint) -> CGPoint {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let length = hypot(dx, dy)
        return length > 0 ? CGPoint(x: dx / length, y: dy / length) : .zero
    }

    /// Every element of `path`.
    public mutating func addPath(_ path: Path) {
        elements += path.elements
    }

    /// The path moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: moved(point))
            case .line(let point): .line(to: moved(point))
            case .quadCurve(let point, let control): .quadCurve(to: moved(point), control: moved(control))
            case .curve(let point, let control1, let control2):
                .curve(to: moved(point), control1: moved(control1), control2: moved(control2))
            case .closeSubpath: .closeSubpath
            }
        }
        return path
    }

    /// A quarter of an ellipse around `center`, clockwise from the angle `degrees`.
    private mutating func addCorner(center: CGPoint, _ radiusX: CGFloat, _ radiusY: CGFloat, from degrees: Double) {
        addArcPiece(center: center, radiusX, radiusY, from: degrees * .pi / 180, sweep: .pi / 2)
    }

    /// One cubic curve along an ellipse, from the angle `start` through `sweep` radians (a quarter turn at most).
    private mutating func addArcPiece(
        center: CGPoint, _ radiusX: CGFloat, _ radiusY: CGFloat, from start: Double, sweep: Double
    ) {
        let end = start + sweep
        let handle = 4.0 / 3.0 * tan(sweep / 4)
        let from = Self.point(on: center, radiusX, radiusY, at: start)
        let to = Self.point(on: center, radiusX, radiusY, at: end)
        elements.append(
            .curve(
                to: to,
                control1: CGPoint(x: from.x - handle * radiusX * sin(start), y: from.y + handle * radiusY * cos(start)),
                control2: CGPoint(x: to.x + handle * radiusX * sin(end), y: to.y - handle * radiusY * cos(end))))
    }

    private static func point(on center: CGPoint, _ radiusX: CGFloat, _ radiusY: CGFloat, at angle: Double) -> CGPoint {
        CGPoint(x: center.x + radiusX * cos(angle), y: center.y + radiusY * sin(angle))
    }
}

extension Path: Shape {
    /// The path itself, wherever it is drawn: its points are where it was built to be.
    public func path(in rect: CGRect) -> Path { self }
}
